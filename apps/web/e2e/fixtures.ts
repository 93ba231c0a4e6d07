import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './accounts.ts';
import { codeFromMail } from './mail.ts';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A citizen account made through the API (the signup screen has its own spec). */
export async function createCitizen(
  request: APIRequestContext,
  { verified = true, name = 'Ravi Kumar' } = {},
): Promise<Account> {
  const email = uniqueEmail('citizen');
  const since = Date.now();
  const signup = await request.post('/trpc/auth.signup', {
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  if (verified) {
    const code = await codeFromMail(email, since);
    const verify = await request.post('/trpc/auth.verifyEmail', { data: { email, code } });
    expect(verify.ok(), await verify.text()).toBe(true);
  }
  return { name, email, password: PASSWORD };
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
