import { expect, type Page } from '@playwright/test';
import { IDENTITY, makeImage, makePdf } from './application-files.ts';
import { fillPanForm, panFiles } from './application-steps.ts';
import { createCitizen } from './fixtures.ts';
import { test } from './test.ts';

// PNGs of the citizen application screens, in the screenshots project:
// `pnpm --filter @seva/web screenshots` after a build; apps/web/test-results/screenshots/.

const OUT = 'test-results/screenshots';
const widths = [360, 1280] as const;
const themes = ['light', 'dark'] as const;

async function shoot(page: Page, name: string, width: number, theme: string) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${OUT}/${name}-${width}-${theme}.png`, fullPage: true });
}

/** Same-origin calls, as the app's own are (the server refuses cookie-carrying POSTs otherwise). */
function sameOrigin(page: Page) {
  return { origin: new URL(page.url()).origin };
}

async function seedApplications(page: Page) {
  const headers = sameOrigin(page);
  const pan = await panFiles(page);
  const post = async (path: string, multipart: Record<string, unknown>) => {
    const response = await page.request.post(path, { headers, multipart: multipart as never });
    expect(response.status(), await response.text()).toBe(201);
  };
  await post('/api/services/apply/pan-card', {
    fullName: 'Sunita Kumari',
    dateOfBirth: '1990-04-15',
    fatherName: 'Ramesh Prasad',
    mobileNumber: IDENTITY.mobile,
    aadharNumber: IDENTITY.aadhaar,
    address: 'Konch',
    ...pan,
  });
  const rtps = await page.request.post('/trpc/applications.applyRtps', {
    headers,
    data: { block: 'GOH', registrationType: 'BRCCO', registrationNumber: 'R-1001' },
  });
  expect(rtps.ok(), await rtps.text()).toBe(true);
  await post('/api/services/apply/job-card', {
    name: 'Mohan Lal',
    fatherHusbandName: 'Shyam Lal',
    aadharFile: await makeImage(page, 'aadhaar-front.png', 'image/png'),
    passbookFile: makePdf('passbook.pdf'),
  });
  await post('/api/services/apply/itr', {
    aadharCardNo: IDENTITY.otherAadhaar,
    panCardNo: IDENTITY.pan,
    accountNo: IDENTITY.account,
    ifscCode: IDENTITY.ifsc,
    aadharFile: makePdf('itr-aadhaar.pdf'),
    panCardFile: await makeImage(page, 'pan.jpg', 'image/jpeg'),
    passbookFile: makePdf('itr-passbook.pdf'),
  });
}

for (const theme of themes) {
  for (const width of widths) {
    test(`application screens at ${width}px, ${theme}`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const citizen = await createCitizen(request, { name: 'Sunita Kumari' });
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 740 : 800 },
        colorScheme: theme,
      });
      await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
      const page = await context.newPage();
      await page.goto('/login');
      const login = await page.request.post('/trpc/auth.login', {
        data: { email: citizen.email, password: citizen.password },
        headers: sameOrigin(page),
      });
      expect(login.ok(), await login.text()).toBe(true);

      await page.goto('/dashboard/services');
      await expect(
        page.getByText('No services found matching the selected filters.'),
      ).toBeVisible();
      await shoot(page, 'services-empty', width, theme);

      await page.goto('/dashboard/services/pan-card');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByText('Full Name is required')).toBeVisible();
      await shoot(page, 'pan-form-errors', width, theme);
      await fillPanForm(page, await panFiles(page));
      await expect(page.getByRole('img', { name: 'Signature preview' })).toBeVisible();
      await shoot(page, 'pan-form-filled', width, theme);

      await page.goto('/dashboard/services/rtps');
      await expect(page.getByRole('option', { name: /GOH/ })).toBeAttached();
      await shoot(page, 'rtps-form', width, theme);
      await page.goto('/dashboard/services/job-card');
      await shoot(page, 'job-card-form', width, theme);
      await page.goto('/dashboard/services/itr');
      await shoot(page, 'itr-form', width, theme);

      await seedApplications(page);
      await page.goto('/dashboard/services');
      await expect(page.getByTestId('application-row')).toHaveCount(4);
      await shoot(page, 'services', width, theme);
      await page
        .getByTestId('application-row')
        .first()
        .getByRole('button', { name: /Delete/ })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'services-delete', width, theme);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard/services/rtps/list');
      await expect(page.getByTestId('application-row')).toHaveCount(1);
      await shoot(page, 'rtps-list', width, theme);

      await page.goto('/dashboard/services/pan-card/list');
      await page.getByTestId('application-row').first().click();
      await expect(page.getByTestId('document-card')).toHaveCount(3);
      await page.waitForLoadState('networkidle');
      await shoot(page, 'pan-detail', width, theme);

      await page.goto('/dashboard/services/itr/list');
      await page.getByTestId('application-row').first().click();
      await expect(page.getByText('ITR Information')).toBeVisible();
      await shoot(page, 'itr-detail', width, theme);

      await page.goto('/dashboard/services/job-card/list');
      await page.getByTestId('application-row').first().click();
      await expect(page.getByText('User Information')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'job-card-detail', width, theme);

      await context.close();
    });
  }
}
