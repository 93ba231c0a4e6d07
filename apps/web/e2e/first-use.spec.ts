import { expect, type Page, test } from '@playwright/test';
import { appRunning, createCitizen, logIn } from './fixtures.ts';

// A public page to read starts the app at the first sign of use (docs/decisions/081): until then
// the page is its prerendered markup and the browser only fetches the app into its cache.

/** Every request the page makes to the API from now on. */
function apiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/trpc/') || path.startsWith('/api/')) calls.push(path);
  });
  return calls;
}

const entryScript = 'script[type="module"][src^="/assets/"]';

test('a page to read runs no app until it is used, and the first tap still counts', async ({
  page,
}) => {
  const calls = apiCalls(page);
  await page.goto('/');
  // Nothing of the app is asked for or run: no module script, no API call.
  await page.waitForLoadState('networkidle');
  await expect(page.locator(entryScript)).toHaveCount(0);
  expect(calls).toEqual([]);
  // Reading works: the content and its links are there, the controls wait.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toggle = page.getByTestId('theme-toggle');
  await expect(toggle).toHaveAttribute('inert', '');
  // The page's CSS shows the switch's one face for the scheme before any script of the app.
  await expect(toggle.locator('svg:visible')).toHaveCount(1);

  // A tap on the inert theme switch starts the app, which then presses the switch: once.
  const scheme = await page.locator('html').getAttribute('data-mantine-color-scheme');
  const box = await toggle.boundingBox();
  if (!box) throw new Error('the theme switch has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await appRunning(page);
  await expect(page.locator(entryScript)).toHaveCount(1);
  const other = scheme === 'dark' ? 'light' : 'dark';
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', other);
  await page.waitForTimeout(500);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', other);
  expect(calls).toContain('/trpc/auth.me');
});

test('a tap into a field before the app runs leaves the field focused', async ({ page }) => {
  await page.goto('/contact');
  const name = page.locator('#root form input').first();
  await expect(name).toBeAttached();
  await page.waitForLoadState('networkidle');
  const box = await name.boundingBox();
  if (!box) throw new Error('the field has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await appRunning(page);
  await expect(page.locator('#root form input').first()).toBeFocused();
});

test('with a session, the app starts at once and the header shows the account', async ({
  page,
}) => {
  const citizen = await createCitizen(page.request, { name: 'Meena Kumari' });
  await logIn(page, citizen);
  await page.goto('/');
  // No input at all: the page itself starts the app.
  await expect(page.locator(entryScript)).toHaveCount(1);
  await expect(page.locator('#root button[inert]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
});
