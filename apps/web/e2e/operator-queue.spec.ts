import { expect } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { applyByApi } from './application-steps.ts';
import { createCitizen } from './fixtures.ts';
import { apiLogin, sessionFor } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('operator-queue.spec.ts');

/** Letters only: a name word the queue's search finds, unique to this run. */
const uniqueWord = () =>
  `Qz${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test("the operator's day: a filter in the URL, Next in queue, new work without reload, confirmed completion", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const surname = uniqueWord();
  const name = `Meena ${surname}`;
  const citizen = await createCitizen(request, { name });
  const home = await browser.newPage();
  await apiLogin(home, citizen.email, citizen.password);
  const first = await applyByApi(home, 'PanCard', name);
  const second = await applyByApi(home, 'PanCard', name);

  const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
  const page = desk.page;
  await page.goto('/admin-dashboard/services');
  await page.getByRole('searchbox').first().fill(surname.toLowerCase());
  const rows = page.locator('tr[data-reference]');
  await expect(rows).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`q=${surname.toLowerCase()}`));
  // Oldest waiting first, each with how long it has waited.
  await expect(rows.nth(0)).toHaveAttribute('data-reference', first.referenceNumber);
  await expect(rows.nth(0).getByTestId('waited')).toHaveText('Less than an hour');

  // The whole row opens the item; Next in queue keeps the filter.
  await rows.nth(0).click();
  await expect(page.getByTestId('reference')).toHaveText(first.referenceNumber);
  await page.getByTestId('next-in-queue').click();
  await expect(page.getByTestId('reference')).toHaveText(second.referenceNumber);
  await expect(page).toHaveURL(new RegExp(`q=${surname.toLowerCase()}`));

  // Back returns to the same filtered list.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin-dashboard\/services\?/);
  await expect(page.getByRole('searchbox').first()).toHaveValue(surname.toLowerCase());
  await expect(rows).toHaveCount(2);

  // A new application shows up without a reload (the list polls every 8 s).
  const third = await applyByApi(home, 'PanCard', name);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toHaveAttribute('data-reference', third.referenceNumber);

  // Keyboard: Enter on a focused row opens it.
  await rows.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('reference')).toHaveText(third.referenceNumber);

  // Mark as Completed asks first; Cancel leaves it as it was.
  const status = page.getByTestId('detail-status');
  await page.getByRole('button', { name: 'Mark as In Progress' }).click();
  await expect(status).toHaveText('In progress');
  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as Completed?' });
  await expect(dialog).toContainText(third.referenceNumber);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('In progress');
  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  await dialog.getByRole('button', { name: 'Yes, mark as completed' }).click();
  await expect(status).toHaveText('Completed');
});

test('the sidebar counts follow new orders and messages without a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
  const page = desk.page;
  await page.goto('/admin-dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Admin navigation' }).first();
  await expect(sidebar.getByRole('link', { name: /^Orders/ })).toBeVisible();
  // A mark on this document: still there at the end means the page was never reloaded.
  await page.evaluate(() => document.documentElement.setAttribute('data-no-reload', '1'));

  // The badge shows what the server counts; other specs change the numbers too, so each check
  // compares the sidebar with the server's own count read at the same moment.
  const shown = async (name: 'unpaid' | 'unhandled') => {
    const badge = sidebar.getByTestId(`badge-${name}`);
    return (await badge.count()) === 0
      ? 0
      : Number((await badge.textContent())?.replace(/\D/g, ''));
  };
  const counted = async () =>
    (await (await page.request.get('/api/admin/badges')).json()) as {
      unpaidOrders: number;
      unhandledMessages: number;
    };

  const citizen = await createCitizen(request, { name: `Badge ${uniqueWord()}` });
  const home = await sessionFor(browser, citizen.email, citizen.password);
  const placed = await home.page.request.post('/api/orders', {
    headers: { origin: new URL(home.page.url()).origin },
    multipart: {
      product: 'photo-paper',
      fullName: 'Badge Test',
      mobile: '9876543210',
      quantity: '1',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const sent = await request.post('/api/contact', {
    headers: { origin: new URL(page.url()).origin },
    data: { name: 'Badge Test', email: 'badge@example.test', message: 'Is the counter open?' },
  });
  expect(sent.status()).toBe(201);

  await expect(async () => {
    const server = await counted();
    expect(server.unpaidOrders).toBeGreaterThan(0);
    expect(server.unhandledMessages).toBeGreaterThan(0);
    expect(await shown('unpaid')).toBe(server.unpaidOrders);
    expect(await shown('unhandled')).toBe(server.unhandledMessages);
  }).toPass({ timeout: 30_000 });
  // The count is read out with the link: "Orders, 3 unpaid" (the name joins its parts with a
  // space).
  await expect(sidebar.getByRole('link', { name: /^Orders ?, \d+ unpaid$/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-no-reload'))).toBe(
    '1',
  );
  await home.context.close();
  await desk.context.close();
});
