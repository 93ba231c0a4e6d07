import { expect, type Page } from '@playwright/test';
import { adminFor, ownClient, PASSWORD, UNDELIVERABLE, uniqueEmail } from './accounts.ts';
import { createCitizen, field, logIn } from './fixtures.ts';
import { apiLogin } from './operator.ts';
import { freshMobile } from './sms.ts';
import { test } from './test.ts';

/**
 * Notifications (docs/product.md 36–38): a citizen chooses e-mail and SMS on the Profile; an
 * operator sees in Settings what has not gone out and sends it again. The mail server of
 * global-setup.ts refuses `undeliverable-…` addresses, as a mailbox that does not exist.
 */

const ADMIN = adminFor('notifications.spec.ts');
const EMAIL_LABEL = 'E-mail me about my applications and orders';
const SMS_LABEL = 'Send me SMS about my applications and orders';
const SAVED = 'Notification settings saved';

test('a citizen turns e-mail off and on, and can choose SMS once the profile has a number', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const citizen = await createCitizen(request, { name: 'Pooja Kumari' });
  await logIn(page, citizen);
  await page.goto('/dashboard/profile');
  const card = page.getByRole('region', { name: 'Notifications', exact: true });
  const email = card.getByRole('switch', { name: EMAIL_LABEL });
  const sms = card.getByRole('switch', { name: SMS_LABEL });
  await expect(email).toBeChecked();
  await expect(email).toBeEnabled();
  // No mobile number yet: the SMS switch is off and says how to get one.
  await expect(sms).toBeDisabled();
  await expect(sms).not.toBeChecked();
  await expect(card.getByText('Add a mobile number with Edit Profile to get SMS.')).toBeVisible();
  await expect(
    card.getByText('Sign-in and password codes are always sent, whatever you choose here.'),
  ).toBeVisible();

  // By keyboard: Space turns the focused switch off; it is saved at once and stays so.
  await email.focus();
  await page.keyboard.press('Space');
  await expect(card.getByTestId('notify-saved')).toHaveText(SAVED);
  await expect(email).not.toBeChecked();
  await expect(email).toBeFocused();
  await page.reload();
  await expect(email).not.toBeChecked();
  await email.focus();
  await page.keyboard.press('Space');
  await expect(card.getByTestId('notify-saved')).toHaveText(SAVED);
  await expect(email).toBeChecked();

  // A mobile number added with Edit Profile brings the SMS switch on.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await field(dialog, 'Mobile number (optional)').fill(freshMobile());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(sms).toBeEnabled();
  await expect(card.getByText('Add a mobile number with Edit Profile to get SMS.')).toHaveCount(0);
  const smsWasOn = await sms.isChecked();
  await sms.focus();
  await page.keyboard.press('Space');
  await expect(card.getByTestId('notify-saved')).toHaveText(SAVED);
  await expect(sms).toBeChecked({ checked: !smsWasOn });
});

/** The page is no wider than the window: nothing scrolls sideways but the table itself. */
async function expectNoOverflow(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('an operator sees a mail that could not go out and retries it, by keyboard and at 360 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Sign-up mails a code to a mailbox the mail server refuses.
  const address = uniqueEmail(UNDELIVERABLE.replace(/-$/, ''));
  const signup = await request.post('/trpc/auth.signup', {
    headers: ownClient(),
    data: {
      name: 'Nobody Home',
      email: address,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      consent: true,
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const masked = `${address[0]}***@example.test`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await apiLogin(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin-dashboard/settings');
  const section = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(section.getByTestId('outbox-sms')).toHaveText('MSG91');
  await expect(section.getByTestId('outbox-sent')).toHaveText(/^E-mail \d+ · SMS \d+$/);

  // The refused mail shows once the outbox has tried it (SMTP 550); Refresh asks again.
  const retryName = `Retry now: Sign-up code to ${masked}`;
  const retry = section.getByRole('button', { name: retryName });
  // A `has` filter is looked for inside each row: it starts from the page, not the section.
  const withRetry = page.getByRole('button', { name: retryName });
  const row = section
    .getByTestId('outbox-row')
    .filter({ has: withRetry })
    .filter({ hasText: 'SMTP 550' })
    .first();
  await expect(async () => {
    await section.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row).toContainText('Sign-up code');
  await expect(row).toContainText('E-mail');
  await expect(row).toContainText(masked);
  await expect(row).toHaveAttribute('data-status', /^(waiting|failed)$/);
  const pending = async (testId: string) => Number(await section.getByTestId(testId).textContent());
  expect((await pending('outbox-waiting')) + (await pending('outbox-failed'))).toBeGreaterThan(0);

  // Enter on 'Retry now' sends it again at once, and the table is drawn afresh.
  await row.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sending again now').first()).toBeVisible();
  await expect(section.getByTestId('outbox-row').filter({ hasText: masked }).first()).toBeVisible();

  // On a phone the table scrolls inside itself, never the page; its buttons stay reachable.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(section.getByTestId('outbox-row').filter({ has: withRetry }).first()).toBeAttached();
  await expectNoOverflow(page);
  const scroller = section.getByTestId('outbox-scroll');
  const { scrollWidth, clientWidth } = await scroller.evaluate((element) => {
    // Mantine's ScrollContainer scrolls its first child (a ScrollArea viewport or a div).
    const scrolling =
      [element, ...element.querySelectorAll<HTMLElement>('*')].find(
        (candidate) => candidate.scrollWidth > candidate.clientWidth + 1,
      ) ?? element;
    return { scrollWidth: scrolling.scrollWidth, clientWidth: scrolling.clientWidth };
  });
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // Focused, as Tab would, the button scrolls into view inside the table.
  await retry.first().focus();
  await expect(retry.first()).toBeFocused();
  await expect(retry.first()).toBeInViewport();
  await expectNoOverflow(page);
});
