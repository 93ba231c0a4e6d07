import { expect, type Page } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { createCitizen } from './fixtures.ts';
import { applyPanCard } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('screenshots.spec.ts');

// PNGs of the main screens for a person to look at (apps/web/test-results/screenshots/).
// Run with `pnpm --filter @seva/web screenshots` after a build.

const OUT = 'test-results/screenshots';
const widths = [360, 1280] as const;
const themes = ['light', 'dark'] as const;

async function shoot(page: Page, name: string, width: number, theme: string) {
  // Let transitions and the toast container settle.
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${OUT}/${name}-${width}-${theme}.png`, fullPage: true });
}

async function apiLogin(page: Page, email: string, password: string) {
  // Same-origin, as the app's own calls are: the server refuses cookie-carrying POSTs otherwise.
  const response = await page.request.post('/trpc/auth.login', {
    data: { email, password },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

for (const theme of themes) {
  for (const width of widths) {
    test(`screens at ${width}px, ${theme}`, async ({ browser, request }) => {
      const citizen = await createCitizen(request, { name: 'Sunita Kumari' });
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 740 : 800 },
        colorScheme: theme,
      });
      await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
      const page = await context.newPage();

      await page.goto('/');
      await expect(
        page.getByRole('heading', {
          name: 'Government services and printing, from your phone',
          level: 1,
        }),
      ).toBeVisible();
      await shoot(page, 'home', width, theme);

      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await shoot(page, 'login', width, theme);
      if (width < 768) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await shoot(page, 'login-menu', width, theme);
        await page.keyboard.press('Escape');
      }

      await page.goto('/signup');
      await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await shoot(page, 'signup-errors', width, theme);

      await page.goto('/verify-email?email=sunita.kumari.long.address%40example.test');
      await expect(page.getByRole('heading', { name: 'Verify Email' })).toBeVisible();
      await shoot(page, 'verify-email', width, theme);

      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await shoot(page, 'not-found', width, theme);

      await apiLogin(page, citizen.email, citizen.password);
      await page.goto('/dashboard/profile');
      const pan = await applyPanCard(page, 'Sunita Kumari');
      await expect(page.getByTestId('profile-email')).toHaveText(citizen.email);
      await shoot(page, 'profile', width, theme);
      if (width < 768) {
        await page.getByRole('button', { name: 'Toggle sidebar' }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await shoot(page, 'profile-sidebar', width, theme);
        await page.keyboard.press('Escape');
      } else {
        await page.getByTestId('user-menu').hover();
        await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
        await shoot(page, 'profile-menu', width, theme);
      }
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
      await shoot(page, 'profile-edit', width, theme);

      await page.goto('/unauthorized');
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await shoot(page, 'unauthorized', width, theme);

      await apiLogin(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin-dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
      await shoot(page, 'admin-dashboard', width, theme);

      const origin = { origin: new URL(page.url()).origin };
      await page.request.patch(`/api/admin/service/${pan._id}/status`, {
        data: { status: 'in_progress' },
        headers: origin,
      });
      await page.request.post(`/api/admin/service/${pan._id}/comment`, {
        data: { comment: 'Photo received. Please bring the original Aadhaar card to the centre.' },
        headers: origin,
      });
      await page.goto('/admin-dashboard/services');
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await shoot(page, 'admin-services', width, theme);
      await page.goto('/admin-dashboard/services/pan');
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await shoot(page, 'admin-services-pan', width, theme);
      await page.goto(`/admin-dashboard/service/pan/${pan._id}`);
      await expect(page.getByTestId('reference')).toHaveText(pan.referenceNumber);
      await expect(page.getByRole('img', { name: 'Photo' })).toBeVisible();
      await shoot(page, 'admin-detail', width, theme);
      await page.goto('/admin-dashboard/users');
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await shoot(page, 'admin-users', width, theme);
      await page.goto('/admin-dashboard/settings');
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await shoot(page, 'admin-settings', width, theme);

      await context.close();
    });
  }
}
