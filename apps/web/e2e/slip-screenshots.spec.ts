import { expect, type Page } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { applyByApi } from './application-steps.ts';
import { createCitizen } from './fixtures.ts';
import { sessionFor } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('slip-screenshots.spec.ts');

// PNGs of the fee, slip and tracking screens for a person to look at
// (apps/web/test-results/screenshots/, names starting slip-), in both languages, at 360 and
// 1280 px, light and dark. Run with `pnpm --filter @seva/web screenshots` after a build.

const OUT = 'test-results/screenshots';

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${OUT}/slip-${name}.png`, fullPage: true });
}

for (const language of ['en', 'hi'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [360, 1280] as const) {
      const tag = `${language}-${width}-${theme}`;
      test(`fees, slip and tracking: ${tag}`, async ({ browser, request, baseURL }) => {
        test.setTimeout(180_000);
        const citizen = await createCitizen(request, { name: 'Ravi Kumar' });
        const context = await browser.newContext({
          viewport: { width, height: width < 768 ? 740 : 800 },
          colorScheme: theme,
        });
        await context.addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
        await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
        const page = await context.newPage();
        const login = await page.goto('/login');
        expect(login?.ok()).toBe(true);
        const answer = await page.request.post('/trpc/auth.login', {
          data: { email: citizen.email, password: citizen.password },
          headers: { origin: new URL(page.url()).origin },
        });
        expect(answer.ok()).toBe(true);

        await page.goto('/dashboard/services/pan-card');
        await expect(page.getByTestId('form-fee')).toBeVisible();
        await shoot(page, `form-${tag}`);
        const service = await applyByApi(page, 'PanCard', 'Ravi Kumar');
        await page.goto(`/dashboard/services/pan/${service._id}`);
        await expect(page.getByTestId('detail-fee')).toBeVisible();
        await shoot(page, `detail-${tag}`);

        const stranger = await browser.newContext({
          viewport: { width, height: width < 768 ? 740 : 800 },
          colorScheme: theme,
        });
        await stranger.addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
        await stranger.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
        const phone = await stranger.newPage();
        await phone.goto('/track');
        await shoot(phone, `track-form-${tag}`);
        await phone.goto(`/track/${service.referenceNumber}?code=${service.trackingCode}`);
        await expect(phone.getByTestId('track-result')).toBeVisible();
        await shoot(phone, `track-result-${tag}`);
        await stranger.close();
        await context.close();

        if (width === 1280) {
          const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
          await desk.context.addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
          await desk.page.goto(`/admin-dashboard/service/pan/${service._id}`);
          await expect(desk.page.getByTestId('payment-state')).toBeVisible();
          await desk.page.waitForTimeout(500);
          await desk.page.screenshot({
            path: `${OUT}/slip-operator-detail-${tag}.png`,
            fullPage: true,
          });
          await desk.page.goto('/admin-dashboard/register');
          await expect(desk.page.getByTestId('register-total')).toBeVisible();
          await desk.page.screenshot({ path: `${OUT}/slip-register-${tag}.png`, fullPage: true });
          await desk.page.goto('/admin/settings');
          await expect(desk.page.locator('section').first()).toBeVisible();
          await desk.page.waitForTimeout(500);
          await desk.page.screenshot({
            path: `${OUT}/slip-settings-${tag}.png`,
            fullPage: true,
          });
          await desk.context.close();
        }
      });
    }
  }
}
