import { expect } from '@playwright/test';
import { test } from './test.ts';

const scheme = (page: import('@playwright/test').Page) =>
  page.locator('html').getAttribute('data-mantine-color-scheme');

/** The switch shows one face, the one that offers the other scheme, named by its words. */
async function showsOneFace(page: import('@playwright/test').Page, offers: 'dark' | 'light') {
  const toggle = page.getByTestId('theme-toggle');
  await expect(toggle.locator('svg:visible')).toHaveCount(1);
  await expect(toggle).toHaveAccessibleName(
    offers === 'dark' ? 'Switch to dark theme' : 'Switch to light theme',
  );
}

test('the theme toggle is kept across reloads under localStorage "theme"', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(
    page.getByRole('heading', {
      name: 'Government services and printing, from your phone',
      level: 1,
    }),
  ).toBeVisible();
  expect(await scheme(page)).toBe('light');
  await showsOneFace(page, 'dark');

  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await showsOneFace(page, 'light');

  // Set before the app runs (no flash), and kept by the app.
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() =>
    document.documentElement.hasAttribute('data-mantine-color-scheme'),
  );
  expect(await scheme(page)).toBe('dark');
  await expect(
    page.getByRole('heading', {
      name: 'Government services and printing, from your phone',
      level: 1,
    }),
  ).toBeVisible();
  expect(await scheme(page)).toBe('dark');

  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('with nothing saved the theme follows the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await scheme(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});
