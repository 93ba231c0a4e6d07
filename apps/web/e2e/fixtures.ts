import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { ownClient, PASSWORD, uniqueEmail } from './accounts.ts';
import { codeFromMail } from './mail.ts';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/**
 * A citizen account made through the API (the signup screen has its own spec), agreeing to the
 * privacy notice at sign-up and, once verified, for applications too (as after a first
 * application: docs/decisions/061), unless `applicationConsent` is false.
 */
export async function createCitizen(
  request: APIRequestContext,
  { verified = true, name = 'Ravi Kumar', applicationConsent = true } = {},
): Promise<Account> {
  const email = uniqueEmail('citizen');
  const since = Date.now();
  const signup = await request.post('/trpc/auth.signup', {
    headers: ownClient(),
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD, consent: true },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  if (verified) {
    const code = await codeFromMail(email, since);
    const verify = await request.post('/trpc/auth.verifyEmail', { data: { email, code } });
    expect(verify.ok(), await verify.text()).toBe(true);
    if (applicationConsent) await agreeByApi(request, email);
  }
  return { name, email, password: PASSWORD };
}

/** Logs in on a throwaway context's cookie jar and agrees to the notice for applications. */
async function agreeByApi(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const agreed = await request.post('/trpc/consent.agree', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(agreed.ok(), await agreed.text()).toBe(true);
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
}

/** Ticks the privacy notice's box (sign-up, a first application, a filing at the counter). */
export async function agreeToNotice(page: Page) {
  await page.getByTestId('consent-checkbox').check();
}

/** Fills the login form and submits it (the page must be on /login). */
export async function submitLogin(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function logIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page.getByText('Login Successful')).toBeVisible();
}

/** An input by its visible label, with or without Mantine's required asterisk. */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/**
 * The app has taken over a prerendered page (the public pages, /login, /login/mobile) or one the
 * server drew (an application's deep link): until it has, their controls are inert. Clicks and typing wait for that by themselves; a
 * test that presses keys or checks the focus first waits here.
 */
export async function appRunning(page: Page) {
  // Only forms and buttons: the prerender marks those (scripts/prerender.mjs), while the app's
  // own closed sections (Mantine's Collapse, the sidebar's groups) are inert for good reason.
  await expect(
    page.locator(
      '#root form[inert], #root button[inert], #root input[inert], #root select[inert], #root textarea[inert]',
    ),
  ).toHaveCount(0);
}
