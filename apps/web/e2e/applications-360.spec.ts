import { expect, type Page } from '@playwright/test';
import { IDENTITY, makeImage, makePdf } from './application-files.ts';
import { type AppliedService, applyByApi, fileInput } from './application-steps.ts';
import { createCitizen, field, logIn } from './fixtures.ts';
import { test } from './test.ts';

// Every citizen application screen works at 360 px (a low-end Android phone).
test.use({ viewport: { width: 360, height: 740 } });

/**
 * No horizontal page overflow: the document is no wider than the window. On failure, names
 * the elements that stick out past the right edge.
 */
async function expectNoOverflow(page: Page, what: string) {
  // Fonts and images settle the layout; measure after them.
  await page.evaluate(() => document.fonts.ready);
  const measured = await page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => {
        const name = element.tagName.toLowerCase();
        const id = element.getAttribute('data-testid') ?? element.className.toString().slice(0, 60);
        return `${name}.${id} (${Math.round(element.getBoundingClientRect().right)} px)`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, wide };
  });
  expect(measured.innerWidth).toBe(360);
  expect(
    measured.scrollWidth,
    `${what}: the page is wider than the screen; sticking out: ${measured.wide.join(', ')}`,
  ).toBeLessThanOrEqual(measured.innerWidth);
}

const LONG_NAME = 'Sunita Kumari Chaurasia Devi Prasad Singh Yadav';
const longFile = (extension: string) =>
  `aadhaar-card-front-and-back-scanned-at-the-cyber-cafe-2025-11-22-final-copy.${extension}`;

test('at 360 px no citizen application screen scrolls sideways', async ({ page, request }) => {
  test.setTimeout(240_000);
  const citizen = await createCitizen(request, { name: LONG_NAME });
  await logIn(page, citizen);
  await page.waitForURL(/\/dashboard\/services$/);

  const applied: Record<string, AppliedService> = {
    pan: await applyByApi(page, 'PanCard', LONG_NAME),
    rtps: await applyByApi(page, 'RTPS', 'R-2025-000123456'),
    'job-card': await applyByApi(page, 'JobCard', LONG_NAME),
    itr: await applyByApi(page, 'ITR'),
  };

  // My Services with the catalogue and four rows (shown as cards on a phone).
  await page.goto('/dashboard/services');
  await expect(page.getByTestId('catalogue-card')).toHaveCount(4);
  await expect(page.getByTestId('application-row')).toHaveCount(4);
  await expectNoOverflow(page, '/dashboard/services');

  // The per-type lists (RTPS has two more filters).
  for (const [path, title] of [
    ['pan-card', 'PanCard Services'],
    ['rtps', 'RTPS Services'],
    ['job-card', 'My JobCard Services'],
    ['itr', 'ITR Services'],
  ] as const) {
    await page.goto(`/dashboard/services/${path}/list`);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.getByTestId('application-row')).toHaveCount(1);
    await expectNoOverflow(page, `/dashboard/services/${path}/list`);
  }

  // The four forms: empty, with every required message shown, then with long-named files.
  const forms = [
    {
      path: 'pan-card',
      title: 'Apply PAN Card',
      error: 'Full Name is required',
      fill: async () => {
        await field(page, 'Full Name').fill(LONG_NAME);
        await fileInput(page, 'photo').setInputFiles(
          await makeImage(page, longFile('jpg'), 'image/jpeg'),
        );
        await fileInput(page, 'signature').setInputFiles(
          await makeImage(page, longFile('png'), 'image/png', { width: 240, height: 80 }),
        );
        await fileInput(page, 'aadharFile').setInputFiles(makePdf(longFile('pdf')));
        await expect(page.getByRole('img', { name: 'Photo preview' })).toBeVisible();
      },
    },
    {
      path: 'rtps',
      title: 'Apply for RTPS',
      error: 'Block is required',
      fill: async () => {
        await field(page, 'Block').selectOption('KONCH');
        await field(page, 'Registration Type').selectOption('BOBCO');
        await field(page, 'Registration Number').fill('R-2025-000123456');
      },
    },
    {
      path: 'job-card',
      title: 'Apply for Job Card',
      error: 'Name is required',
      fill: async () => {
        await field(page, 'Name').fill(LONG_NAME);
        await fileInput(page, 'aadharFile').setInputFiles(
          await makeImage(page, longFile('png'), 'image/png'),
        );
        await fileInput(page, 'passbookFile').setInputFiles(makePdf(longFile('pdf')));
      },
    },
    {
      path: 'itr',
      title: 'Apply for Income Tax Return (ITR)',
      error: 'Aadhar number is required',
      fill: async () => {
        await field(page, 'Aadhar Card Number').fill(IDENTITY.aadhaar);
        await fileInput(page, 'aadharFile').setInputFiles(makePdf(longFile('pdf')));
        await fileInput(page, 'panCardFile').setInputFiles(
          await makeImage(page, longFile('jpg'), 'image/jpeg'),
        );
        await fileInput(page, 'passbookFile').setInputFiles(makePdf(longFile('pdf')));
        await expect(page.getByTestId('file-button-aadharFile')).toHaveText(longFile('pdf'));
      },
    },
  ];
  for (const form of forms) {
    await page.goto(`/dashboard/services/${form.path}`);
    await expect(page.getByRole('heading', { name: form.title, exact: true })).toBeVisible();
    await expectNoOverflow(page, `the ${form.path} form`);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText(form.error, { exact: true })).toBeVisible();
    await expectNoOverflow(page, `the ${form.path} form with its messages`);
    await form.fill();
    await expectNoOverflow(page, `the ${form.path} form filled in`);
  }

  // The four detail pages, documents and all.
  for (const [slug, service] of Object.entries(applied)) {
    await page.goto(`/dashboard/services/${slug}/${service._id}`);
    await expect(page.getByText(service.referenceNumber).first()).toBeVisible();
    if (slug === 'pan') {
      await expect(page.getByTestId('document-card')).toHaveCount(3);
      await expect(page.locator('[data-document-type="photo"]').getByRole('img')).toHaveJSProperty(
        'complete',
        true,
      );
    }
    await expectNoOverflow(page, `the ${slug} detail page`);
  }
});
