import { expect } from '@playwright/test';
import { applyByApi } from './application-steps.ts';
import { appRunning, createCitizen, logIn } from './fixtures.ts';
import { test } from './test.ts';

// An e-mail's link to an application, opened on a slow phone (issue 16 item 5,
// docs/decisions/077): the server draws the screen into the page for its owner only, the app
// starts from the same data and takes the screen over.

test("an application's deep link comes drawn for its owner, then the app takes over", async ({
  browser,
  page,
  baseURL,
}) => {
  const citizen = await createCitizen(page.request, { name: 'Sunita Devi' });
  await logIn(page, citizen);
  const applied = await applyByApi(page, 'RTPS', 'R-2026-4411');
  const link = `/dashboard/services/rtps/${applied._id}`;
  const cookies = await page.context().cookies();

  // Before any script runs: the application is on screen, titled, its controls inert, and the
  // page is not kept by the browser (it carries the citizen's data).
  const scriptless = await browser.newContext({ javaScriptEnabled: false });
  try {
    await scriptless.addCookies(cookies);
    const early = await scriptless.newPage();
    const response = await early.goto(link);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(early.getByRole('heading', { level: 1 })).toHaveText('RTPS Application');
    await expect(early.getByText(applied.referenceNumber).first()).toBeVisible();
    await expect(early).toHaveTitle(`${applied.referenceNumber} · RTPS Application — Seva`);
    await expect(early.getByText('Welcome, Sunita Devi')).toBeVisible();
    const buttons = early.locator('#root button');
    expect(await buttons.count()).toBeGreaterThan(0);
    await expect(early.locator('#root button:not([inert])')).toHaveCount(0);

    // In Hindi for a Hindi reader.
    await scriptless.addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
    await early.goto(link);
    await expect(early.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(early.getByText(applied.referenceNumber).first()).toBeVisible();
    await expect(early.getByRole('heading', { level: 1 })).not.toHaveText('RTPS Application');
  } finally {
    await scriptless.close();
  }

  // With scripts: the app starts from the data in the page (no second request for it) and the
  // screen answers.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('applications.byId')) asked.push(request.url());
  });
  await page.goto(link);
  await appRunning(page);
  await expect(page.getByText(applied.referenceNumber).first()).toBeVisible();
  await expect(page).toHaveTitle(`${applied.referenceNumber} · RTPS Application — Seva`);
  expect(asked).toEqual([]);
  expect(await page.locator('#seva-data').count()).toBe(0);
  await page.getByRole('link', { name: 'Back to My Services' }).click();
  await expect(page).toHaveURL(/\/dashboard\/services$/);
});

test('a deep link draws nothing for anyone but its owner', async ({ browser, page, request }) => {
  const owner = await createCitizen(page.request);
  await logIn(page, owner);
  const applied = await applyByApi(page, 'RTPS', 'R-2026-4411');
  const link = `/dashboard/services/rtps/${applied._id}`;

  // Signed out: the app's shell, which sends the reader to log in.
  const signedOut = await request.get(link);
  expect(signedOut.status()).toBe(200);
  expect(await signedOut.text()).not.toContain(applied.referenceNumber);

  // Another citizen, signed in: the shell too, and the app says it is not theirs.
  const other = await browser.newContext();
  try {
    const stranger = await other.newPage();
    await logIn(stranger, await createCitizen(stranger.request));
    const answer = await stranger.request.get(link);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    const html = await answer.text();
    expect(html).not.toContain(applied.referenceNumber);
    expect(html).not.toContain('seva-data');
    await stranger.goto(link);
    await expect(stranger.getByText('No service found')).toBeVisible();
    await expect(stranger.getByText(applied.referenceNumber)).toHaveCount(0);
  } finally {
    await other.close();
  }
});
