import { expect, type Page } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { IDENTITY } from './application-files.ts';
import { createCitizen, field } from './fixtures.ts';
import { sessionFor, subjectsTo } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('orders.spec.ts');

interface PlacedOrder {
  _id: string;
  reference: string;
  amount: number;
  unitPrice: number;
  quantity: number;
}

/** An A4 paper order through the API, as the product page's form sends it (multipart). */
async function placeA4Order(
  page: Page,
  quantity: number,
  fullName = 'Meena Devi',
): Promise<PlacedOrder> {
  const response = await page.request.post('/api/orders', {
    headers: { origin: new URL(page.url()).origin },
    multipart: {
      product: 'a4-paper',
      fullName,
      mobile: IDENTITY.mobile,
      quantity: String(quantity),
      address: 'Ward 4, Main Road',
      city: 'Goh',
      state: 'Bihar',
      pincode: '824203',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { message: string; order: PlacedOrder };
  expect(body.message).toBe('Order placed successfully!');
  return body.order;
}

/** A URL check: the same path and the same search parameters, in any order. */
const sameList = (expected: string) => (actual: URL) => {
  const want = new URL(expected);
  const sorted = (url: URL) => [...url.searchParams.entries()].sort().join('&');
  return actual.pathname === want.pathname && sorted(actual) === sorted(want);
};

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

test('a citizen orders A4 paper; the operator marks it paid, in progress, completed; the citizen sees it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const since = Date.now();
  const citizen = await createCitizen(request, { name: 'Meena Devi' });
  const mine = await sessionFor(browser, citizen.email, citizen.password);
  const order = await placeA4Order(mine.page, 3);
  expect(order.amount).toBe(order.unitPrice * 3);

  // The confirmation after 'Buy Now'.
  const page = mine.page;
  await page.goto(`/dashboard/orders/${order._id}?placed=1`);
  const banner = page.getByTestId('order-placed');
  await expect(banner).toContainText('Order placed successfully!');
  await expect(banner.getByTestId('order-reference')).toHaveText(order.reference);
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.getByTestId('order-quantity')).toHaveText('3');
  await expect(page.getByTestId('order-amount')).toHaveText(rupees(order.amount));
  await expect(page.getByTestId('order-payment')).toContainText('Pay at the counter');
  await expect(page.getByTestId('order-field-pincode')).toHaveText('824203');
  await banner.getByRole('button').click();
  await expect(banner).toBeHidden();
  await expect(page).toHaveURL(`/dashboard/orders/${order._id}`);

  // My Orders lists it.
  await page.getByRole('link', { name: 'My Orders' }).first().click();
  await expect(page).toHaveURL('/dashboard/orders');
  const row = page.locator(`[data-testid="order-row"][data-reference="${order.reference}"]`);
  await expect(row).toContainText('A4');
  await expect(row).toContainText(rupees(order.amount));
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Not paid');

  // The operator, in another browser, finds it by reference.
  const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
  const admin = desk.page;
  await admin.goto('/admin-dashboard');
  await admin.getByRole('link', { name: 'Orders' }).click();
  await expect(admin.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(order.reference.toLowerCase());
  const queueRow = admin.locator(`tr[data-reference="${order.reference}"]`);
  await expect(queueRow).toBeVisible();
  await expect(admin.locator('tbody tr')).toHaveCount(1);
  await queueRow.getByRole('link', { name: `Open order ${order.reference}` }).click();
  // The order's address carries the list's search, so Back returns to it.
  await expect(admin).toHaveURL(
    `/admin-dashboard/orders/${order._id}?q=${encodeURIComponent(order.reference.toLowerCase())}`,
  );
  await expect(admin.getByTestId('order-reference')).toHaveText(order.reference);
  await expect(admin.getByTestId('order-field-mobile')).toHaveText(IDENTITY.mobile);
  // Only the allowed moves: no 'Mark as Completed' while pending.
  await expect(admin.getByRole('button', { name: 'Mark as In Progress' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);

  await admin.getByRole('button', { name: 'Mark as Paid' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Record Payment' });
  await expect(field(dialog, 'Amount (₹)')).toHaveValue(order.amount.toLocaleString('en-IN'));
  await expect(dialog.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await field(dialog, 'Amount (₹)').fill('0');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByText('Amount must be at least ₹1')).toBeVisible();
  await field(dialog, 'Amount (₹)').fill(String(order.amount));
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(admin.getByText('Payment recorded successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const payment = admin.getByTestId('payment-panel');
  await expect(payment).toContainText('Cash');
  await expect(payment).toContainText(rupees(order.amount));
  await expect(admin.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);

  const status = admin.getByTestId('order-status');
  await admin.getByRole('button', { name: 'Mark as In Progress' }).click();
  await expect(admin.getByText('Status updated successfully!').first()).toBeVisible();
  await expect(status).toHaveText('In progress');
  await admin.getByRole('button', { name: 'Mark as Completed' }).click();
  // Completion asks first (issue 16 item 16).
  await admin
    .getByRole('dialog', { name: 'Mark as Completed?' })
    .getByRole('button', { name: 'Yes, mark as completed' })
    .click();
  await expect(status).toHaveText('Completed');
  await expect(admin.getByText('This order is closed; its status cannot change.')).toBeVisible();
  await expect(admin.getByTestId('order-status-change')).toHaveCount(3);

  // The queue's filters find it as paid and completed.
  await admin.goto('/admin-dashboard/orders');
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Completed' }).click();
  await admin.getByRole('combobox', { name: 'Payment' }).click();
  await admin.getByRole('option', { name: 'Paid', exact: true }).click();
  await expect(admin.locator(`tr[data-reference="${order.reference}"]`)).toBeVisible();

  // The citizen sees the change.
  await page.reload();
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('Paid');
  await expect(row.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
  await row.getByRole('link', { name: `View order ${order.reference}` }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Completed');
  await expect(page.getByTestId('order-payment')).toContainText('Cash');
  await expect(page.getByTestId('order-status-change')).toHaveCount(3);

  // Each change was e-mailed, with the reference.
  await expect
    .poll(() => subjectsTo(citizen.email, since).filter((s) => s.includes(order.reference)).length)
    .toBeGreaterThanOrEqual(4);

  await mine.context.close();
  await desk.context.close();
});

test('a citizen cancels a pending order; a stale operator move shows the server message', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const citizen = await createCitizen(request, { name: 'Raju Paswan' });
  const mine = await sessionFor(browser, citizen.email, citizen.password);
  const order = await placeA4Order(mine.page, 1);

  const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
  await desk.page.goto(`/admin-dashboard/orders/${order._id}`);
  await expect(desk.page.getByTestId('order-status')).toHaveText('Pending');

  const page = mine.page;
  await page.goto('/dashboard/orders');
  const row = page.locator(`[data-testid="order-row"][data-reference="${order.reference}"]`);
  await row.getByRole('button', { name: `Cancel order ${order.reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  await expect(dialog).toContainText(order.reference);
  await dialog.getByRole('button', { name: 'Keep Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Cancel order ${order.reference}` }).click();
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Order cancelled successfully')).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: /Cancel order/ })).toHaveCount(0);

  // Cancelling again through the API is refused with the rule's message.
  const again = await page.request.post(`/api/orders/${order._id}/cancel`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe(
    'Only a pending order can be cancelled',
  );

  // The operator's page still shows pending: the move is refused and the page catches up.
  await desk.page.getByRole('button', { name: 'Mark as In Progress' }).click();
  await expect(
    desk.page.getByText('Cannot change status from Cancelled to In Progress'),
  ).toBeVisible();
  await expect(desk.page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(desk.page.getByText('A cancelled order cannot be marked paid')).toBeVisible();
  await expect(desk.page.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);

  // Another citizen cannot see it.
  const other = await createCitizen(request, { name: 'Someone Else' });
  const theirs = await sessionFor(browser, other.email, other.password);
  await theirs.page.goto(`/dashboard/orders/${order._id}`);
  await expect(theirs.page.getByText('Order not found')).toBeVisible();

  await mine.context.close();
  await desk.context.close();
  await theirs.context.close();
});

test('Buy Now on the A4 paper page lands on the new order', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const citizen = await createCitizen(request, { name: 'Sunita Kumari' });
  const mine = await sessionFor(browser, citizen.email, citizen.password);
  const page = mine.page;
  await page.goto('/services/a4-paper');
  const buy = page.getByRole('button', { name: 'Buy Now' });
  await expect(buy).toBeVisible();
  await field(page, 'Full Name').fill('Sunita Kumari');
  await field(page, 'Mobile Number').fill(IDENTITY.mobile);
  await field(page, 'Quantity').fill('2');
  // Collected at the counter (the default): no address is asked (docs/product.md, Orders).
  await expect(page.getByRole('radio', { name: 'Collect at the centre' })).toBeChecked();
  await expect(field(page, 'Pincode')).toHaveCount(0);
  await buy.click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[^/?]+/);
  await expect(page.getByTestId('order-placed')).toBeVisible();
  await expect(page.getByTestId('order-field-fulfilment')).toContainText('Collect at the centre');
  await expect(page.getByTestId('order-field-address')).toHaveCount(0);
  await expect(page.getByTestId('order-quantity')).toHaveText('2');
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  const reference = await page.getByTestId('order-reference').first().textContent();
  expect(reference).toMatch(/^SEVA-\d{4}-\d{6}$/);

  await page.goto('/dashboard/orders');
  await expect(
    page.locator(`[data-testid="order-row"][data-reference="${reference}"]`),
  ).toContainText('Pending');
  await mine.context.close();
});

test('the orders queue keeps its filters, search and page in the URL; Back from an order returns there', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const surname = `Urlkeep${Date.now().toString(36)}`;
  const citizen = await createCitizen(request, { name: `Lalita ${surname}` });
  const mine = await sessionFor(browser, citizen.email, citizen.password);
  // 21: one more than a page of 20.
  for (let i = 0; i < 21; i += 1) await placeA4Order(mine.page, 1, `Lalita ${surname}`);

  const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
  const page = desk.page;
  await page.goto('/admin-dashboard/orders');
  await page.getByRole('searchbox', { name: 'Search' }).fill(surname);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${surname}`));
  await page.getByRole('combobox', { name: 'Payment' }).click();
  await page.getByRole('option', { name: 'Not paid', exact: true }).click();
  await expect(page).toHaveURL(/[?&]paid=unpaid/);
  const rows = page.locator('tr[data-reference]');
  await expect(rows).toHaveCount(20);
  const listUrl = page.url();

  // Open one, then its Back link: the same filtered list, the box still holding the search.
  await rows
    .first()
    .getByRole('link', { name: /^Open order / })
    .click();
  await expect(page).toHaveURL(/\/admin-dashboard\/orders\/[^/?]+\?/);
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(page).toHaveURL(sameList(listUrl));
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(surname);
  await expect(page.getByRole('combobox', { name: 'Payment' })).toHaveValue('Not paid');
  await expect(rows).toHaveCount(20);

  // The browser's Back does the same; a shared link opens the same list.
  await rows
    .nth(1)
    .getByRole('link', { name: /^Open order / })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await page.goBack();
  await expect(page).toHaveURL(sameList(listUrl));
  await expect(rows).toHaveCount(20);

  // Page 2 is in the URL too: an order opened from it returns to page 2.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]pages=/);
  await expect(rows).toHaveCount(1);
  const pageTwo = page.url();
  await rows
    .first()
    .getByRole('link', { name: /^Open order / })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(page).toHaveURL(sameList(pageTwo));
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('Page 2')).toBeVisible();
  const shared = await desk.context.newPage();
  await shared.goto(listUrl);
  await expect(shared.locator('tr[data-reference]')).toHaveCount(20);
  await expect(shared.getByRole('searchbox', { name: 'Search' })).toHaveValue(surname);

  // Clearing the filters is one step back.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed', exact: true }).click();
  await expect(page.getByText('No orders match the selected filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/orders$/);
  await page.goBack();
  await expect(page).toHaveURL(/status=completed/);
  await mine.context.close();
  await desk.context.close();
});
