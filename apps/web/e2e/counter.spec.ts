import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { adminFor, uniqueEmail } from './accounts.ts';
import { IDENTITY } from './application-files.ts';
import { fileInput, fillPanForm, panFiles } from './application-steps.ts';
import { agreeToNotice, field } from './fixtures.ts';
import { mailText, mailTo } from './mail.ts';
import { sessionFor, subjectsTo } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('counter.spec.ts');

/** A mobile number no other test uses. */
const freshMobile = () =>
  `9${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 900 + 100)}`;

/** Saves a PDF answer and reads its text layer and its QR code with Debian's tools. */
async function readPdf(page: Page, href: string, folder: string, name: string) {
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const file = join(folder, `${name}.pdf`);
  writeFileSync(file, await answer.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return { file, text };
}

test('an operator serves a walk-in citizen: register, PAN card, cash, slip, receipt, register', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const mobile = freshMobile();
  const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
  const page = desk.page;
  await page.goto('/admin-dashboard');
  await page.getByRole('link', { name: 'Counter' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/counter$/);
  await expect(page.getByRole('heading', { name: 'Counter', level: 1 })).toBeVisible();

  // Not found by the mobile number: registered with only a name and that number, in Hindi.
  await page.getByTestId('counter-search').fill(mobile);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('counter-no-match')).toBeVisible();
  const register = page.getByRole('region', { name: 'Register a new citizen' });
  await field(register, 'Full Name').fill('रमेश कुमार');
  await field(register, 'Mobile Number').fill(mobile);
  await field(register, 'Language for slips, receipts and messages').selectOption('hi');
  await register.getByRole('button', { name: 'Register' }).click();
  const citizen = page.getByTestId('counter-citizen');
  await expect(citizen).toContainText('रमेश कुमार');
  await expect(citizen).toContainText(`${mobile} · No email`);
  const citizenId = new URL(page.url()).searchParams.get('citizen') ?? '';
  expect(citizenId).not.toBe('');

  // The same number again is refused, naming it, and the account is offered instead.
  await page.getByRole('button', { name: 'Another citizen' }).click();
  await field(register, 'Full Name').fill('Someone Else');
  await field(register, 'Mobile Number').fill(mobile);
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('counter-register-failed')).toContainText(
    'This mobile number is already on an account',
  );
  await page.getByRole('button', { name: 'Serve रमेश कुमार instead' }).click();
  await expect(citizen).toContainText('रमेश कुमार');

  // The PAN card form is the citizen's, filed for them; the camera offer is there for phones.
  await page.getByTestId('counter-start-pan-card').click();
  await expect(page.getByTestId('counter-filing-for')).toHaveText(
    'Filing for रमेश कुमार at the counter',
  );
  await expect(page.getByTestId('form-fee')).toContainText('₹157');
  await expect(page.getByTestId('camera-input-photo')).toHaveAttribute('capture', 'environment');
  await expect(page.getByTestId('camera-input-photo')).toHaveAttribute('accept', /image\/jpeg/);
  await fillPanForm(page, await panFiles(page), 'रमेश कुमार');
  await expect(fileInput(page, 'photo')).toHaveCount(1);
  // The operator confirms the citizen was told about the privacy notice (docs/decisions/061).
  await agreeToNotice(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  // The operator's page of the new application opens, to take the fee and print the slip.
  await page.waitForURL(/\/admin-dashboard\/service\/pan\/[^/]+$/);
  const serviceId = page.url().split('/').at(-1) ?? '';
  const detail = await page.request.get(`/api/admin/service/${serviceId}`);
  const service = await detail.json();
  expect(service.user).toMatchObject({ _id: citizenId, email: null, mobile });
  expect(service.filedAtCounter).toEqual({ by: ADMIN.name });
  await expect(page.getByText(service.referenceNumber).first()).toBeVisible();
  await expect(page.getByTestId('detail-filed-at-counter')).toHaveText(ADMIN.name);

  // Cash at the counter, the amount due prefilled.
  const panel = page.getByRole('form', { name: 'Record payment' });
  await expect(panel.getByRole('textbox', { name: 'Amount (₹)' })).toHaveValue('157');
  await panel.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByTestId('payment-state')).toHaveText('Paid');
  const receiptLink = page.getByTestId('receipt').getByRole('link');
  const number = (await receiptLink.textContent()) ?? '';
  expect(number).toMatch(/^SEVA\/\d{4}-\d{2}\/\d{6}$/);

  const folder = mkdtempSync(join(tmpdir(), 'seva-e2e-counter-'));
  try {
    // The slip, as the print link gets it: in the citizen's Hindi, shaped; its QR is the link.
    const print = page.getByRole('link', { name: 'Print acknowledgement' });
    const slip = await readPdf(page, (await print.getAttribute('href')) ?? '', folder, 'slip');
    expect(slip.text).toContain(service.referenceNumber);
    expect(slip.text).toContain('पावती');
    // Shaped: the reph of र्ड drawn after its ड, as pdftotext reads glyphs in visual order.
    expect(slip.text).toContain('पैन काडर्');
    expect(slip.text).not.toContain(IDENTITY.aadhaar);
    expect(slip.text).toContain(`XXXX XXXX ${IDENTITY.aadhaar.slice(-4)}`);
    execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', slip.file, join(folder, 'slip')]);
    const link = execFileSync('zbarimg', ['--raw', '-q', join(folder, 'slip.png')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
    expect(link).toMatch(
      new RegExp(`/track/${service.referenceNumber}\\?code=${service.trackingCode}$`),
    );

    // The receipt: the number, the mobile's last four digits only, in Hindi.
    const receipt = await readPdf(
      page,
      (await receiptLink.getAttribute('href')) ?? '',
      folder,
      'receipt',
    );
    expect(receipt.text).toContain(number);
    expect(receipt.text).toContain('₹157');
    expect(receipt.text).toContain(mobile.slice(-4));
    expect(receipt.text).not.toContain(mobile);
    expect(receipt.text).toContain('रसीद');

    // A second browser, no login, on a phone: the slip's QR link shows the status.
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const stranger = await phone.newPage();
    const url = new URL(link);
    await stranger.goto(`${url.pathname}${url.search}`);
    await expect(stranger.getByTestId('track-result')).toContainText(service.referenceNumber);
    await expect(stranger.getByTestId('track-status')).toHaveText('Pending');
    await phone.close();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  // Today's register: the filing marked as the counter's, the payment, and totals that balance.
  await page.goto('/admin-dashboard/register');
  const filed = page.getByTestId('register-filed').filter({ hasText: service.referenceNumber });
  await expect(filed).toContainText('Paid');
  await expect(filed.getByTestId('register-via')).toHaveText(`Counter · ${ADMIN.name}`);
  await expect(page.getByTestId('register-payment').filter({ hasText: number })).toContainText(
    '₹157',
  );
  const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));
  const amounts = await page
    .getByTestId('register-payment')
    .locator('td:nth-child(4)')
    .allTextContents();
  const total = rupees(await page.getByTestId('register-total').textContent());
  expect(total).toBe(amounts.reduce((sum, text) => sum + rupees(text), 0));
  expect(
    rupees(await page.getByTestId('register-cash').textContent()) +
      rupees(await page.getByTestId('register-upi').textContent()),
  ).toBe(total);

  // Back at the counter, the citizen's desk lists the application.
  await page.goto(`/admin-dashboard/counter?citizen=${citizenId}`);
  await expect(page.getByTestId('counter-application')).toHaveCount(1);
  await expect(page.getByTestId('counter-application')).toContainText(service.referenceNumber);
  await desk.context.close();
});

test('a walk-in citizen with an e-mail sets a password from the invitation and logs in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('walkin');
  const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
  await desk.page.goto('/admin-dashboard/counter');
  const register = desk.page.getByRole('region', { name: 'Register a new citizen' });
  await field(register, 'Full Name').fill('Sunita Devi');
  await field(register, 'Mobile Number').fill(freshMobile());
  await field(register, 'Email (optional)').fill(email);
  await field(register, 'Language for slips, receipts and messages').selectOption('en');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(desk.page.getByTestId('counter-citizen')).toContainText(email);
  await desk.context.close();

  const mail = mailText(await mailTo(email));
  expect(subjectsTo(email)).toEqual(['Seva: set a password for your account']);
  const link = /(\/set-password#token=[A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
  expect(link).not.toBe('');

  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await field(page, 'New Password').fill('a walk-in password');
  await field(page, 'Confirm Password').fill('a walk-in password');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByTestId('invitation-result')).toHaveText(
    'Your password is set and your email is verified. You can now log in.',
  );
  await page.waitForURL(/\/login$/);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill('a walk-in password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText(/^Welcome, Sunita Devi/)).toBeVisible();
  await context.close();
});
