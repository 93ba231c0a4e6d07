import { expect, type Locator, type Page } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { createCitizen } from './fixtures.ts';
import { isFocused, moveFocusTo } from './keyboard.ts';
import { applyPanCard, sessionFor } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('admin-keyboard.spec.ts');

/** An RTPS application made by a fresh citizen, as the form sends it. */
async function rtpsApplication(page: Page, registrationNumber: string) {
  const response = await page.request.post('/api/services/apply/rtps', {
    data: { block: 'GOH', registrationType: 'BRCCO', registrationNumber },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { service: { _id: string; referenceNumber: string } }).service;
}

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `scrollWidth ${scrollWidth} > innerWidth ${innerWidth}`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** Whole, inside the window and not covered or clipped: what is at its centre is itself. */
async function expectUncovered(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport({ ratio: 1 });
  const box = await target.boundingBox();
  if (!box) throw new Error('no box');
  const viewport = page.viewportSize();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport?.width ?? 0);
  const hit = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const corners = [
      [rect.left + 2, rect.top + rect.height / 2],
      [rect.right - 2, rect.top + rect.height / 2],
    ] as const;
    return corners.every(([x, y]) => {
      const found = document.elementFromPoint(x, y);
      return found !== null && element.contains(found);
    });
  });
  expect(hit, 'both ends of the control can be hit').toBe(true);
}

test('an operator uses only the keyboard: from the queue to an application, marked In Progress', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const citizen = await createCitizen(request, { name: 'Keshav Prasad' });
  const theirs = await sessionFor(browser, citizen.email, citizen.password);
  const service = await rtpsApplication(theirs.page, 'K-2001');
  await theirs.context.close();

  const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
  const page = desk.page;
  await page.goto('/admin-dashboard/services');
  await expect(page.getByRole('heading', { name: 'All Services' })).toBeVisible();

  // Tab to the search box and type the reference number.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await moveFocusTo(page, search, 'Tab');
  await page.keyboard.type(service.referenceNumber);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator(`tr[data-reference="${service.referenceNumber}"]`)).toBeVisible();

  // On to the row's View Details, and Enter opens it.
  const view = page.getByRole('link', { name: `View Details of ${service.referenceNumber}` });
  await moveFocusTo(page, view, 'Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === `/admin-dashboard/service/rtps/${service._id}`,
  );
  await expect(page.getByRole('heading', { name: 'RTPS Application Details' })).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('Pending');

  // Tab to the status action; one press too many, then Shift+Tab back; Space presses it.
  const start = page.getByRole('button', { name: 'Mark as In Progress' });
  await moveFocusTo(page, start, 'Tab');
  await page.keyboard.press('Tab');
  expect(await isFocused(start)).toBe(false);
  await moveFocusTo(page, start, 'Shift+Tab', 5);
  await page.keyboard.press('Space');
  await expect(page.getByText('Status updated successfully!')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('In progress');
  await expect(start).toBeDisabled();
  await desk.context.close();
});

test('at 360 px the queue, a per-type list and detail pages fit the screen; View Details is reachable', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const citizen = await createCitizen(request, {
    name: 'Chandrashekhar Vishwakarma Narayanpur',
  });
  const theirs = await sessionFor(browser, citizen.email, citizen.password);
  const pan = await applyPanCard(theirs.page, 'Chandrashekhar Vishwakarma Narayanpur');
  const rtps = await rtpsApplication(theirs.page, 'REG-2025-000000123456');
  await theirs.context.close();

  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/login');
  const login = await page.request.post('/trpc/auth.login', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(login.ok()).toBe(true);

  for (const [list, service, detail, heading] of [
    [
      '/admin-dashboard/services',
      pan,
      `/admin-dashboard/service/pan/${pan._id}`,
      'PAN Card Application Details',
    ],
    [
      '/admin-dashboard/services/rtps',
      rtps,
      `/admin-dashboard/service/rtps/${rtps._id}`,
      'RTPS Application Details',
    ],
  ] as const) {
    await page.goto(list);
    const row = page.locator(`tr[data-reference="${service.referenceNumber}"]`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(service.referenceNumber);
    await expect(row).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    const view = row.getByRole('link', { name: `View Details of ${service.referenceNumber}` });
    await expectUncovered(page, view);
    // The applicant's name (shortened if it must be) and the status still show in the row.
    await expect(row).toContainText(service.referenceNumber);
    await expect(row.locator('[data-status="pending"]:visible')).toHaveCount(1);

    await view.click();
    // The link carries the queue's filter (?q=…&from=…), so Back and Next in queue keep it.
    await expect(page).toHaveURL((url) => url.pathname === detail);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as In Progress' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectUncovered(page, page.getByRole('button', { name: 'Mark as In Progress' }));
  }
  await context.close();
});
