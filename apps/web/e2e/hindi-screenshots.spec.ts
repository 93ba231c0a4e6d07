import { expect, type Page } from '@playwright/test';
import hindiApplications from '../src/messages/hi/application-screens.ts';
import hindiOperator from '../src/messages/hi/operator-screens.ts';
import { adminFor } from './accounts.ts';
import { createCitizen } from './fixtures.ts';
import { applyPanCard } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('hindi-screenshots.spec.ts');

// PNGs of the main screens in Hindi for a person to look at (apps/web/test-results/screenshots/,
// names starting hi-). Run with `pnpm --filter @seva/web screenshots` after a build.

const OUT = 'test-results/screenshots';

async function shoot(page: Page, name: string, width: number, theme: string) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${OUT}/hi-${name}-${width}-${theme}.png`, fullPage: true });
}

async function apiLogin(page: Page, email: string, password: string) {
  const response = await page.request.post('/trpc/auth.login', {
    data: { email, password },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [360, 1280] as const) {
    test(`Hindi screens at ${width}px, ${theme}`, async ({ browser, request, baseURL }) => {
      test.setTimeout(240_000);
      const citizen = await createCitizen(request, { name: 'सुनीता कुमारी' });
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 740 : 800 },
        colorScheme: theme,
      });
      await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
      await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
      const page = await context.newPage();

      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await shoot(page, 'home', width, theme);
      await page.goto('/services/aadhar-card');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'product', width, theme);
      await page.goto('/signup');
      await page.locator('form button[type="submit"]').click();
      await shoot(page, 'signup-errors', width, theme);

      await apiLogin(page, citizen.email, citizen.password);
      const pan = await applyPanCard(page, 'सुनीता कुमारी');
      await page.goto('/dashboard/services');
      await expect(page.getByTestId('application-row').first()).toBeVisible();
      await shoot(page, 'my-services', width, theme);
      await page.goto('/dashboard/services/rtps');
      await expect(page.getByRole('heading', { name: hindiApplications.rtps.title })).toBeVisible();
      await page.getByRole('button', { name: hindiApplications.form.submitApplication }).click();
      await shoot(page, 'rtps-errors', width, theme);
      await page.goto(`/dashboard/services/pan/${pan._id}`);
      await expect(
        page.getByRole('heading', { name: hindiApplications.detail.titles.PanCard }),
      ).toBeVisible();
      await shoot(page, 'pan-detail', width, theme);

      await apiLogin(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin-dashboard');
      await expect(
        page.getByRole('heading', { name: hindiOperator.navigation.title, exact: true }),
      ).toBeVisible();
      await shoot(page, 'admin-dashboard', width, theme);
      await page.goto(`/admin-dashboard/service/pan/${pan._id}`);
      await expect(page.getByTestId('reference')).toHaveText(pan.referenceNumber);
      await shoot(page, 'admin-detail', width, theme);
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'privacy', width, theme);
      await context.close();
    });
  }
}
