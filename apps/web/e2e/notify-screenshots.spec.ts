// PNGs for eyes (test-results/screenshots/look-*): logging in with a mobile number, the Profile's
// notification switches and the operators' outbox in Settings, in English and Hindi, at 360 px
// light and dark and 1280 px. `pnpm --filter @seva/web screenshots`.
import { expect } from '@playwright/test';
import { adminFor, ownClient, PASSWORD, UNDELIVERABLE, uniqueEmail } from './accounts.ts';
import { createCitizen } from './fixtures.ts';
import { sessionFor } from './operator.ts';
import { freshMobile } from './sms.ts';
import { test } from './test.ts';

const OUT = 'test-results/screenshots';
const ADMIN = adminFor('notify-screenshots.spec.ts');

for (const lang of ['en', 'hi'] as const) {
  for (const [width, theme] of [
    [360, 'light'],
    [360, 'dark'],
    [1280, 'light'],
  ] as const) {
    test(`look notifications ${lang} ${width} ${theme}`, async ({ browser, request, baseURL }) => {
      test.setTimeout(240_000);
      // A mail the mail server refuses, so the outbox has a row to show.
      await request.post('/trpc/auth.signup', {
        headers: ownClient(),
        data: {
          name: 'Nobody Home',
          email: uniqueEmail(UNDELIVERABLE.replace(/-$/, '')),
          password: PASSWORD,
          confirmPassword: PASSWORD,
          consent: true,
        },
      });
      const citizen = await createCitizen(request, { name: 'सुनीता कुमारी यादव' });
      const { context: login, page: first } = await sessionFor(
        browser,
        citizen.email,
        citizen.password,
      );
      const updated = await first.request.post('/trpc/auth.updateProfile', {
        headers: { origin: new URL(first.url()).origin },
        data: { name: citizen.name, mobile: freshMobile() },
      });
      expect(updated.ok(), await updated.text()).toBe(true);
      const citizenState = await login.storageState();
      await login.close();
      const { context: adminLogin } = await sessionFor(browser, ADMIN.email, ADMIN.password);
      const adminState = await adminLogin.storageState();
      await adminLogin.close();

      const open = async (state?: Awaited<ReturnType<typeof login.storageState>>) => {
        const context = await browser.newContext({
          viewport: { width, height: width < 768 ? 740 : 800 },
          colorScheme: theme,
          ...(state ? { storageState: state } : {}),
        });
        await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
        await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
        return { context, page: await context.newPage() };
      };
      const shotOf =
        (page: import('@playwright/test').Page) =>
        (name: string, fullPage = true) =>
          page.screenshot({ path: `${OUT}/look-${name}-${lang}-${width}-${theme}.png`, fullPage });

      const visitor = await open();
      await visitor.page.goto('/login/mobile');
      await expect(visitor.page.locator('input[type="tel"]')).toBeVisible();
      await shotOf(visitor.page)('mobile-login');
      await visitor.page.locator('input[type="tel"]').fill(freshMobile());
      await visitor.page.locator('form button[type="submit"]').first().click();
      await expect(visitor.page.locator('input[autocomplete="one-time-code"]')).toBeVisible();
      await shotOf(visitor.page)('mobile-login-code');
      await visitor.page.goto('/login/mobile/set-password');
      await expect(visitor.page.locator('input[type="tel"]')).toBeVisible();
      await shotOf(visitor.page)('mobile-set-password');
      await visitor.context.close();

      const own = await open(citizenState);
      await own.page.goto('/dashboard/profile');
      await expect(own.page.getByRole('switch').first()).toBeVisible();
      await shotOf(own.page)('profile-notifications');
      await own.context.close();

      const desk = await open(adminState);
      await desk.page.goto('/admin-dashboard/settings');
      await expect(desk.page.getByTestId('outbox-sms')).toBeVisible();
      await expect(async () => {
        await desk.page.getByTestId('outbox-refresh').click();
        await expect(desk.page.getByTestId('outbox-row').first()).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
      await desk.page.getByTestId('outbox-sms').scrollIntoViewIfNeeded();
      await shotOf(desk.page)('settings-outbox', false);
      await desk.context.close();
    });
  }
}
