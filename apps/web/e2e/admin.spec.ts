import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { fillRtpsForm, submitApplication } from './application-steps.ts';
import { createCitizen, field, submitLogin } from './fixtures.ts';
import { apiLogin, sessionFor, subjectsTo, tinyPdf } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('admin.spec.ts');

test('an operator works an application from pending to completed; the citizen sees it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const since = Date.now();
  const citizen = await createCitizen(request, { name: 'Meena Devi' });

  // The citizen applies through the RTPS form, in their own browser.
  const mine = await sessionFor(browser, citizen.email, citizen.password);
  const home = mine.page;
  await home.goto('/dashboard/services/rtps');
  await fillRtpsForm(home, '4521');
  const reference = await submitApplication(home, 'RTPS application submitted successfully!');
  expect(reference).toMatch(/^SEVA-\d{4}-\d{6}$/);

  // The operator, in another browser, finds it by its reference number.
  const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
  const page = desk.page;
  await page.goto('/admin-dashboard/services');
  await expect(page.getByRole('heading', { name: 'All Services' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  const row = page.locator(`tr[data-reference="${reference}"]`);
  await expect(row).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(row).toContainText('Meena Devi');
  await row.getByRole('link', { name: `View Details of ${reference}` }).click();

  await expect(page).toHaveURL(/\/admin-dashboard\/service\/rtps\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { name: 'RTPS Application Details' })).toBeVisible();
  await expect(page.getByTestId('reference')).toHaveText(reference);
  await expect(page.getByTestId('field-registrationId')).toContainText('BRCCO/');
  const status = page.getByTestId('detail-status');
  await expect(status).toHaveText('Pending');
  await expect(page.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Mark as In Progress' }).click();
  await expect(page.getByText('Status updated successfully!')).toBeVisible();
  await expect(status).toHaveText('In progress');
  await expect(page.getByRole('button', { name: 'Mark as In Progress' })).toBeDisabled();

  const comment = page.getByPlaceholder('Add a comment...');
  const commentText = 'Your <b>registration</b> is being processed.';
  await expect(page.getByText('No comments yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await comment.fill(commentText);
  await comment.press('Enter');
  await expect(page.getByText('Comment added successfully!')).toBeVisible();
  // Plain text, not markup.
  await expect(page.getByRole('region', { name: 'Comments' }).getByText(commentText)).toBeVisible();
  await expect(comment).toHaveValue('');

  const pdf = tinyPdf();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'rtps-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  const dialog = page.getByRole('dialog', { name: 'Confirm Upload' });
  await expect(dialog.getByTestId('upload-file-name')).toHaveText('rtps-certificate.pdf');
  await dialog.getByRole('button', { name: 'Confirm Upload' }).click();
  await expect(page.getByText('Document uploaded successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('additional-documents')).toContainText('rtps-certificate.pdf');

  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  // Closing is final, so it asks first.
  await page
    .getByRole('dialog', { name: 'Mark as Completed?' })
    .getByRole('button', { name: 'Yes, mark as completed' })
    .click();
  await expect(status).toHaveText('Completed');
  await expect(
    page.getByText('This application is closed; its status cannot change.'),
  ).toBeVisible();
  await expect(page.getByTestId('status-change')).toHaveCount(3);

  // The citizen, in their own browser: the status, the comment, and the result to download.
  await home.goto(`/dashboard/services/rtps/${id}`);
  await expect(home.getByTestId('detail-reference')).toHaveText(reference);
  await expect(home.getByTestId('detail-status')).toHaveText('Completed');
  await expect(home.getByTestId('detail-status').locator('[data-status]')).toHaveAttribute(
    'data-status',
    'completed',
  );
  await expect(home.getByTestId('detail-comments')).toContainText(commentText);
  const results = home.getByTestId('additional-documents');
  await expect(results).toContainText('rtps-certificate.pdf');
  const [download] = await Promise.all([
    home.waitForEvent('download'),
    results.getByRole('link', { name: 'Download: rtps-certificate.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('rtps-certificate.pdf');
  const downloaded = await readFile(await download.path());
  expect(downloaded.equals(pdf)).toBe(true);

  // The e-mails (status, comment, document), as the SMTP peer received them.
  const prefix = `Seva ${reference}: `;
  await expect
    .poll(() =>
      subjectsTo(citizen.email, since)
        .filter((subject) => subject.startsWith(prefix))
        .sort(),
    )
    .toEqual(
      [
        `${prefix}a new comment from the service centre`,
        `${prefix}status is now Completed`,
        `${prefix}status is now In Progress`,
        `${prefix}your document is ready`,
      ].sort(),
    );

  await mine.context.close();
  await desk.context.close();
});

test('a refused move shows the server message; Reject needs a reason', async ({
  browser,
  request,
}) => {
  const citizen = await createCitizen(request, { name: 'Raju Paswan' });
  const mine = await sessionFor(browser, citizen.email, citizen.password);
  const applied = await mine.page.request.post('/api/services/apply/rtps', {
    data: { block: 'GOH', registrationType: 'BRCCO', registrationNumber: '7788' },
    headers: { origin: new URL(mine.page.url()).origin },
  });
  const { service } = (await applied.json()) as { service: { _id: string } };
  const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
  const page = desk.page;
  await page.goto(`/admin-dashboard/service/rtps/${service._id}`);
  await expect(page.getByTestId('detail-status')).toHaveText('Pending');

  // Meanwhile another operator (here, the API) moves it on: the stale button is refused.
  const moved = await page.request.patch(`/api/admin/service/${service._id}/status`, {
    data: { status: 'in_progress' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await page.getByRole('button', { name: 'Mark as In Progress' }).click();
  await expect(page.getByText('The application is already in progress')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveText('In progress');

  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Application' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('A reason is required to reject an application')).toBeVisible();
  await field(dialog, 'Reason').fill('Registration number does not match the records.');
  await dialog.getByRole('button', { name: 'Reject' }).press('Enter');
  await expect(page.getByTestId('detail-status')).toHaveText('Rejected');
  await expect(
    page
      .getByRole('region', { name: 'Comments' })
      .getByText('Registration number does not match the records.'),
  ).toBeVisible();

  await mine.context.close();
  await desk.context.close();
});

test('the users screen disables a citizen, who then cannot log in', async ({
  browser,
  page,
  request,
}) => {
  const citizen = await createCitizen(request, { name: 'Kavita Singh' });
  const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
  await desk.page.goto('/admin-dashboard/users');
  await desk.page.getByRole('searchbox', { name: 'Search' }).fill(citizen.email);
  const row = desk.page.locator(`tr[data-email="${citizen.email}"]`);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Disable' }).click();
  const dialog = desk.page.getByRole('dialog', { name: 'Disable Account' });
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(desk.page.getByText('Account disabled')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Enable' })).toBeVisible();

  // The operator cannot disable themself: the server's message is shown.
  await desk.page.getByRole('searchbox', { name: 'Search' }).fill(ADMIN.email);
  const own = desk.page.locator(`tr[data-email="${ADMIN.email}"]`);
  await own.getByRole('button', { name: 'Disable' }).click();
  await desk.page
    .getByRole('dialog', { name: 'Disable Account' })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(desk.page.getByText('You cannot disable your own account')).toBeVisible();
  await desk.context.close();

  await page.goto('/login');
  await submitLogin(page, citizen);
  await expect(
    page.getByText('This account has been disabled. Please contact the service centre.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('settings change a product price, shown at once on the public pages in another browser', async ({
  page,
  browser,
  request,
}) => {
  // Laminate A4 Pouch: no other spec reads its price (orders and public read A4 paper's).
  const slug = 'laminated-pouch';
  const citizen = await createCitizen(request, { name: 'Pooja Kumari' });
  const theirs = await sessionFor(browser, citizen.email, citizen.password);
  const visitor = theirs.page;
  const card = visitor.getByTestId('product-card').filter({ hasText: 'Laminate A4 Pouch' });
  /** What the citizen sees on the product page, its order total and the /services card. */
  const expectPrice = async (price: number) => {
    await visitor.goto(`/services/${slug}`);
    await expect(visitor.getByTestId('product-price')).toHaveText(`₹${price} per pouch`);
    await field(visitor, 'Quantity').fill('3');
    await expect(visitor.getByTestId('order-total')).toHaveText(`Total: ₹${price * 3}`);
    await visitor.goto('/services');
    await expect(card).toContainText(`₹${price} per pouch`);
    // The HTML the server sends, before any script runs.
    const html = await (await request.get(`/services/${slug}`)).text();
    expect(html).toContain(`₹${price}`);
  };
  await expectPrice(10);

  await page.goto('/login');
  await apiLogin(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin-dashboard/settings');
  const row = page.locator(`tr[data-slug="${slug}"]`);
  await expect(row.getByTestId('product-price')).toHaveText('₹10');
  await row.getByRole('button', { name: 'Edit Laminate A4 Pouch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await field(dialog, 'Price (₹)').fill('12');
  await field(dialog, 'Price (₹)').press('Enter');
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(row.getByTestId('product-price')).toHaveText('₹12');

  try {
    // The citizen's browser, opening the pages after the change: the new price everywhere.
    await expectPrice(12);
  } finally {
    // Put it back: the catalogue is shared by every spec running against this server.
    await row.getByRole('button', { name: 'Edit Laminate A4 Pouch' }).click();
    await field(dialog, 'Price (₹)').fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByTestId('product-price')).toHaveText('₹10');
  }
  await expectPrice(10);
  await theirs.context.close();
});
