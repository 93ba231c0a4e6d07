import { expect } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './accounts.ts';
import { agreeToNotice, createCitizen, field, logIn, submitLogin } from './fixtures.ts';
import { codeFromMail } from './mail.ts';
import { test } from './test.ts';

test('a citizen signs up, verifies the e-mail, logs in, edits the profile and logs out', async ({
  page,
}) => {
  const email = uniqueEmail('asha');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await expect(page.getByPlaceholder('Full Name')).toBeVisible();
  await field(page, 'Name').fill('Asha Devi');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await agreeToNotice(page);
  const since = Date.now();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByTestId('signup-result')).toContainText('Signup successful');

  // After 2 s: the verify screen, carrying the e-mail (never the password) in the URL.
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  expect(page.url()).not.toContain(PASSWORD);
  await expect(page.getByRole('heading', { name: 'Verify Email' })).toBeVisible();
  await expect(page.getByText(`Enter the OTP sent to: ${email}`)).toBeVisible();
  const code = await codeFromMail(email, since);
  await field(page, 'Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByTestId('verify-result')).toContainText('verified');

  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, { email, password: PASSWORD });
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/services$/);
  await expect(page.getByRole('heading', { name: 'My Services' })).toBeVisible();
  await expect(page.getByText('Welcome, Asha Devi')).toBeVisible();

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Asha Devi');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByTestId('profile-created')).toHaveText(
    /^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} (AM|PM)$/,
  );

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await field(dialog, 'Full Name').fill('Asha Kumari');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-name')).toHaveText('Asha Kumari');
  await expect(page.getByText('Welcome, Asha Kumari')).toBeVisible();

  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  // The session is gone on the server too.
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('changing the password works with the current one and the new one logs in', async ({
  page,
  request,
}) => {
  const citizen = await createCitizen(request);
  await logIn(page, citizen);
  await expect(page).toHaveURL(/\/dashboard\/services$/);
  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await field(dialog, 'Current Password').fill('not-my-password');
  await field(dialog, 'New Password').fill('a-brand-new-password');
  await field(dialog, 'Confirm Password').fill('a-brand-new-password');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Current password is incorrect');

  await field(dialog, 'Current Password').fill(citizen.password);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { email: citizen.email, password: 'a-brand-new-password' });
  await expect(page).toHaveURL(/\/dashboard\/services$/);
});

test('an unverified account is offered a new code at login', async ({ page, request }) => {
  const citizen = await createCitizen(request, { verified: false });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Sign in to continue to your account')).toBeVisible();
  await submitLogin(page, citizen);
  await expect(page.getByTestId('login-error')).toContainText('verify your email');
  await expect(page.getByText('Login failed. Please try again !')).toBeVisible();

  const since = Date.now();
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await expect(page.getByText(`Enter the OTP sent to: ${citizen.email}`)).toBeVisible();
  const code = await codeFromMail(citizen.email, since);
  await field(page, 'Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, citizen);
  await expect(page).toHaveURL(/\/dashboard\/services$/);
});

test('a wrong password shows the server message and the red toast', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  await page.goto('/login');
  await submitLogin(page, { email: citizen.email, password: 'wrong-password' });
  await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password');
  await expect(page.getByText('Login failed. Please try again !')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signup refuses different passwords without calling the server', async ({ page }) => {
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/trpc/auth.signup')) calls += 1;
  });
  await page.goto('/signup');
  await field(page, 'Name').fill('Asha');
  await field(page, 'Email').fill(uniqueEmail('mismatch'));
  await field(page, 'Password').fill('first-password');
  await field(page, 'Confirm Password').fill('second-password');
  await agreeToNotice(page);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  expect(calls).toBe(0);
});

test('a forgotten password is reset with a code from the e-mail', async ({ page, request }) => {
  const citizen = await createCitizen(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The login form (with its own Email field) stays up until the new route's chunk has loaded.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await field(page, 'Email').fill(citizen.email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?email=/);
  const code = await codeFromMail(citizen.email, since);
  await field(page, 'Verification Code').fill(code);
  await field(page, 'New Password').fill('reset-password-123');
  await field(page, 'Confirm Password').fill('reset-password-123');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByTestId('reset-result')).toContainText('password has been reset');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, { email: citizen.email, password: 'reset-password-123' });
  await expect(page).toHaveURL(/\/dashboard\/services$/);
});

test('a common password is refused by the server with a message the form shows', async ({
  page,
}) => {
  await page.goto('/signup');
  await field(page, 'Name').fill('Asha');
  await field(page, 'Email').fill(uniqueEmail('common'));
  await field(page, 'Password').fill('Password1');
  await field(page, 'Confirm Password').fill('Password1');
  await agreeToNotice(page);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByTestId('signup-result')).toHaveText(
    'This password is too common. Please choose another.',
  );
  await expect(page).toHaveURL(/\/signup$/);
});

test('a wrong verification code, and the right one pressed twice, read sensibly', async ({
  page,
}) => {
  const email = uniqueEmail('twice');
  await page.goto('/signup');
  await field(page, 'Name').fill('Asha Devi');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await agreeToNotice(page);
  const since = Date.now();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  const code = await codeFromMail(email, since);
  const wrong = code === '00000000' ? '11111111' : '00000000';
  await field(page, 'Verification Code').fill(wrong);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByTestId('verify-result')).toHaveText(
    'Invalid or expired code. Please check the code in your latest email or request a new one.',
  );
  await field(page, 'Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByTestId('verify-result')).toContainText('verified');
  // Back on the page (a reload, the back button) with the same code: told it worked again.
  await page.goto(`/verify-email?email=${encodeURIComponent(email)}`);
  await field(page, 'Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByTestId('verify-result')).toContainText('verified');
});

test('the login screens are drawn before any script runs, inert until the app takes over', async ({
  browser,
  page,
}) => {
  // A phone on a slow line sees the form while the app loads (issue 16 item 5).
  const scriptless = await browser.newContext({ javaScriptEnabled: false });
  try {
    const early = await scriptless.newPage();
    for (const [path, heading, title, label] of [
      ['/login', 'Welcome Back', 'Welcome Back — Seva', 'Email'],
      [
        '/login/mobile',
        'Log in with mobile number',
        'Log in with mobile number — Seva',
        'Mobile Number',
      ],
    ] as const) {
      await early.goto(path);
      await expect(early.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(early, path).toHaveTitle(title);
      await expect(field(early, label), path).toBeVisible();
      // Nothing typed or pressed before the app runs can be lost or sent as a plain GET.
      await expect(early.locator('form'), path).toHaveAttribute('inert', '');
    }
  } finally {
    await scriptless.close();
  }

  // With scripts, the same screen comes alive: the form takes input and logs in.
  const citizen = await createCitizen(page.request);
  await page.goto('/login');
  await expect(page.locator('form')).not.toHaveAttribute('inert');
  await submitLogin(page, citizen);
  await expect(page).toHaveURL(/\/dashboard\/services$/);
});
