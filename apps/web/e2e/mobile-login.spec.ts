import { type Browser, expect, type Page } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { appRunning, field } from './fixtures.ts';
import { apiLogin } from './operator.ts';
import { codeFromSms, freshMobile, smsTo } from './sms.ts';
import { test } from './test.ts';

/**
 * Logging in with a mobile number (docs/product.md 23 and 38): a citizen the counter made with
 * only a name and a number gets a code by SMS (the gateway is global-setup.ts's loopback peer),
 * or sets a password with one. On a 360 px phone, and by keyboard.
 */

const ADMIN = adminFor('mobile-login.spec.ts');
const CODE_SENT = 'If this mobile number has an account, a code has been sent by SMS.';

test.use({ viewport: { width: 360, height: 740 } });

/** A citizen registered at the counter with a name and a mobile number, nothing else. */
async function counterCitizen(browser: Browser, name: string): Promise<string> {
  const mobile = freshMobile();
  const context = await browser.newContext();
  try {
    const desk = await context.newPage();
    await apiLogin(desk, ADMIN.email, ADMIN.password);
    const registered = await desk.request.post('/trpc/admin.registerCitizen', {
      data: { name, mobile },
      headers: { origin: new URL(desk.url()).origin },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
  } finally {
    await context.close();
  }
  return mobile;
}

/** The page is no wider than the phone: nothing scrolls sideways. */
async function expectNoOverflow(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('a citizen made at the counter logs in with an SMS code, by keyboard, on a phone', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const mobile = await counterCitizen(browser, 'Sunita Devi');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Log in with mobile number' }).click();
  await expect(page).toHaveURL(/\/login\/mobile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in with mobile number');
  await expect(page).toHaveTitle('Log in with mobile number — Seva');
  const number = field(page, 'Mobile Number');
  await expect(number).toHaveAttribute('type', 'tel');
  await expect(number).toHaveAttribute('inputmode', 'numeric');
  await expect(number).toHaveAttribute('autocomplete', 'tel-national');
  await expectNoOverflow(page);

  // Enter sends the code; the focus moves on to the code field.
  const since = Date.now();
  await appRunning(page);
  await number.focus();
  await page.keyboard.type(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sms-code-notice')).toHaveText(CODE_SENT);
  const code = field(page, 'SMS code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  const resend = page.getByTestId('resend-code');
  await expect(resend).toHaveText(/^Send again in \d+ s$/);
  await expect(resend).toBeDisabled();
  await expectNoOverflow(page);

  // A wrong code is refused with the server's words; the right one logs in.
  await page.keyboard.type('00000000');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('login-error')).toContainText('Invalid or expired code');
  const sent = await codeFromSms(mobile, since);
  await code.fill('');
  await code.focus();
  await page.keyboard.type(sent);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Login Successful')).toBeVisible();
  await page.waitForURL(/\/dashboard\/services$/);

  // No e-mail on this account: the Profile's e-mail switch says why it is off; SMS is on.
  await page.goto('/dashboard/profile');
  const notifications = page.getByRole('region', { name: 'Notifications', exact: true });
  const email = notifications.getByRole('switch', {
    name: 'E-mail me about my applications and orders',
  });
  await expect(email).toBeDisabled();
  await expect(email).not.toBeChecked();
  await expect(notifications.getByText('Your account has no e-mail address.')).toBeVisible();
  const sms = notifications.getByRole('switch', {
    name: 'Send me SMS about my applications and orders',
  });
  await expect(sms).toBeEnabled();
  await expect(sms).toBeChecked();
});

test('a citizen sets a password with an SMS code, then logs in with it', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const mobile = await counterCitizen(browser, 'Manoj Paswan');
  const password = 'a password set by sms';

  await page.goto('/login/mobile');
  await field(page, 'Mobile Number').fill(mobile);
  await page.getByRole('link', { name: 'Set or reset your password with an SMS code' }).click();
  await expect(page).toHaveURL(/\/login\/mobile\/set-password\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a password');
  await expect(page).toHaveTitle('Set a password — Seva');
  // The number typed on the login screen came along.
  await expect(field(page, 'Mobile Number')).toHaveValue(mobile);

  const since = Date.now();
  await page.getByRole('button', { name: 'Send code by SMS' }).click();
  await expect(page.getByTestId('sms-code-notice')).toHaveText(CODE_SENT);
  await expectNoOverflow(page);
  await field(page, 'New Password').fill(password);
  await field(page, 'Confirm Password').fill(`${password}!`);
  await field(page, 'SMS code').fill(await codeFromSms(mobile, since));
  await page.getByRole('button', { name: 'Set Password' }).click();
  // The shared schema's check, before anything is sent: the focus goes to the field.
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(field(page, 'Confirm Password')).toBeFocused();
  await field(page, 'Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByTestId('set-password-result')).toHaveText(
    'Your password has been set. You can now log in with it.',
  );

  // Back on the mobile login, the number filled in and the password asked for.
  await page.waitForURL(/\/login\/mobile\?/);
  await expect(field(page, 'Mobile Number')).toHaveValue(mobile);
  await field(page, 'Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Invalid mobile number or password');
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await page.waitForURL(/\/dashboard\/services$/);
});

test('an unknown number gets the same answer, and no SMS', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const known = await counterCitizen(browser, 'Rekha Kumari');
  const unknown = freshMobile();
  const since = Date.now();

  await page.goto('/login/mobile');
  const number = field(page, 'Mobile Number');
  const notice = page.getByTestId('sms-code-notice');
  await number.fill(unknown);
  await page.getByRole('button', { name: 'Send code by SMS' }).click();
  await expect(notice).toHaveText(CODE_SENT);

  // Another number is another code: the form starts again, with no wait.
  await number.fill(known);
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: 'Send code by SMS' }).click();
  await expect(notice).toHaveText(CODE_SENT);
  // The known number's SMS, asked for after the unknown one, has arrived; the unknown has none.
  await codeFromSms(known, since);
  expect(smsTo(unknown, since)).toEqual([]);
  await expect(field(page, 'SMS code')).toBeFocused();
});
