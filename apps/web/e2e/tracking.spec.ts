import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { IDENTITY } from './application-files.ts';
import { applyByApi } from './application-steps.ts';
import { createCitizen, field } from './fixtures.ts';
import { sessionFor } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('tracking.spec.ts');

/** The page does not scroll sideways. */
async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a citizen downloads the slip; anyone with its QR link sees the status without logging in', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const citizen = await createCitizen(request, { name: 'Ravi Kumar' });
  const mine = await sessionFor(browser, citizen.email, citizen.password);
  const page = mine.page;
  // The fee and the promised days show before anyone applies.
  await page.goto('/dashboard/services/pan-card');
  await expect(page.getByTestId('form-fee')).toContainText(
    'Fee: ₹157 (government fee ₹107 + service charge ₹50). Ready in 15 working days.',
  );
  const service = await applyByApi(page, 'PanCard', 'Ravi Kumar');

  // The detail page shows the fee as filed and offers the slip.
  await page.goto(`/dashboard/services/pan/${service._id}`);
  await expect(page.getByTestId('detail-fee')).toHaveText(
    '₹157 (government fee ₹107 + service charge ₹50)',
  );
  await expect(page.getByTestId('detail-promised')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download acknowledgement' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`acknowledgement-${service.referenceNumber}.pdf`);
  const folder = mkdtempSync(join(tmpdir(), 'seva-e2e-slip-'));
  try {
    const file = join(folder, 'slip.pdf');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(service.referenceNumber);
    expect(text).toContain(`XXXX XXXX ${IDENTITY.aadhaar.slice(-4)}`);
    expect(text).not.toContain(IDENTITY.aadhaar);
    // The QR code, printed to an image and read as a phone would.
    execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', file, join(folder, 'slip')]);
    const link = execFileSync('zbarimg', ['--raw', '-q', join(folder, 'slip.png')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
    expect(link).toMatch(
      new RegExp(`/track/${service.referenceNumber}\\?code=${service.trackingCode}$`),
    );

    // A second browser, no login, on a phone: the QR link answers with the status.
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const stranger = await phone.newPage();
    const url = new URL(link);
    await stranger.goto(`${url.pathname}${url.search}`);
    const result = stranger.getByTestId('track-result');
    await expect(result).toBeVisible();
    await expect(result).toContainText(`Application ${service.referenceNumber}`);
    await expect(stranger.getByTestId('track-status')).toHaveText('Pending');
    await expect(result).toContainText('R*** K****');
    await expect(result).not.toContainText('Ravi Kumar');
    await expect(stranger.getByTestId('track-step')).toHaveCount(1);
    await fitsWidth(stranger);
    await phone.close();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  await mine.context.close();
});

test('the tracking form takes a reference with the mobile number, and says when nothing matches', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const citizen = await createCitizen(request);
  const mine = await sessionFor(browser, citizen.email, citizen.password);
  await mine.page.goto('/dashboard');
  const service = await applyByApi(mine.page, 'PanCard', 'Sunita Kumari');
  await mine.context.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/track');
  await expect(page.getByRole('heading', { name: 'Track your application' })).toBeVisible();
  await field(page, 'Reference number').fill(service.referenceNumber);
  await field(page, 'Mobile number or e-mail').fill('9123456789');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No application matches these details. Check the reference number and try again.',
  );
  await field(page, 'Mobile number or e-mail').fill(IDENTITY.mobile);
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByTestId('track-status')).toHaveText('Pending');
  await expect(page.getByTestId('track-result')).toContainText('S***** K*****');
  await context.close();
});

test('the operator prints the slip and takes the fee; the citizen keeps the receipt', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const citizen = await createCitizen(request);
  const mine = await sessionFor(browser, citizen.email, citizen.password);
  await mine.page.goto('/dashboard');
  const service = await applyByApi(mine.page, 'PanCard');
  await mine.context.close();

  const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
  await desk.page.goto(`/admin-dashboard/service/pan/${service._id}`);
  const print = desk.page.getByRole('link', { name: 'Print acknowledgement' });
  await expect(print).toHaveAttribute(
    'href',
    `/api/services/${service._id}/acknowledgement.pdf?inline=1`,
  );
  const answer = await desk.page.request.get(
    `/api/services/${service._id}/acknowledgement.pdf?inline=1`,
  );
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['content-disposition']).toMatch(/^inline; /);

  // The fee in cash at the counter: the amount due is prefilled; the receipt is numbered.
  const panel = desk.page.getByRole('form', { name: 'Record payment' });
  await expect(panel.getByRole('textbox', { name: 'Amount (₹)' })).toHaveValue('157');
  await panel.getByRole('button', { name: 'Record payment' }).click();
  await expect(desk.page.getByTestId('payment-state')).toHaveText('Paid');
  const receipt = desk.page.getByTestId('receipt');
  await expect(receipt).toHaveCount(1);
  const number = (await receipt.getByRole('link').textContent()) ?? '';
  expect(number).toMatch(/^SEVA\/\d{4}-\d{2}\/\d{6}$/);
  const href = (await receipt.getByRole('link').getAttribute('href')) ?? '';
  const pdf = await desk.page.request.get(href);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const folder = mkdtempSync(join(tmpdir(), 'seva-e2e-receipt-'));
  try {
    const file = join(folder, 'receipt.pdf');
    writeFileSync(file, await pdf.body());
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(number);
    expect(text).toContain(`PAN Card application ${service.referenceNumber}`);
    expect(text).toContain('₹157');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  // Today's register shows the filing and the payment, and its totals add up.
  await desk.page.goto('/admin-dashboard/register');
  await expect(desk.page.getByRole('heading', { name: 'Day register' })).toBeVisible();
  await expect(
    desk.page.getByTestId('register-filed').filter({ hasText: service.referenceNumber }),
  ).toContainText('Paid');
  await expect(desk.page.getByTestId('register-payment').filter({ hasText: number })).toContainText(
    '₹157',
  );
  const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));
  const amounts = await desk.page
    .getByTestId('register-payment')
    .locator('td:nth-child(4)')
    .allTextContents();
  const cash = rupees(await desk.page.getByTestId('register-cash').textContent());
  const upi = rupees(await desk.page.getByTestId('register-upi').textContent());
  const total = rupees(await desk.page.getByTestId('register-total').textContent());
  expect(total).toBe(amounts.reduce((sum, text) => sum + rupees(text), 0));
  expect(cash + upi).toBe(total);
  const csv = await desk.page.request.get('/api/admin/register?format=csv');
  const csvBytes = await csv.body();
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csvBytes.toString('utf8')).toContain(number);
  await desk.context.close();

  // The citizen sees it paid, with the receipt to keep.
  const home = await sessionFor(browser, citizen.email, citizen.password);
  await home.page.goto(`/dashboard/services/pan/${service._id}`);
  await expect(home.page.getByTestId('detail-payment')).toHaveText('Paid');
  await expect(home.page.getByTestId('detail-receipts')).toContainText(number);
  await home.context.close();
});
