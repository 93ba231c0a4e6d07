import { expect, type Page } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { test } from './test.ts';

const ADMIN = adminFor('counter-screenshots.spec.ts');

// PNGs of the counter and the invitation page for a person to look at
// (apps/web/test-results/screenshots/, names starting counter-), in both languages, at 360 and
// 1280 px, light and dark. Run with `pnpm --filter @seva/web screenshots` after a build.

const OUT = 'test-results/screenshots';

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${OUT}/counter-${name}.png`, fullPage: true });
}

for (const language of ['en', 'hi'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [360, 1280] as const) {
      const tag = `${language}-${width}-${theme}`;
      test(`counter: ${tag}`, async ({ browser, baseURL }) => {
        test.setTimeout(180_000);
        const context = await browser.newContext({
          viewport: { width, height: width < 768 ? 740 : 800 },
          colorScheme: theme,
          hasTouch: width < 768,
          isMobile: width < 768,
        });
        await context.addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
        await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
        const page = await context.newPage();
        await page.goto('/login');
        const answer = await page.request.post('/trpc/auth.login', {
          data: { email: ADMIN.email, password: ADMIN.password },
          headers: { origin: new URL(page.url()).origin },
        });
        expect(answer.ok()).toBe(true);
        await page.goto('/admin-dashboard/counter');
        await expect(page.getByTestId('counter-search')).toBeVisible();
        await shoot(page, `empty-${tag}`);

        const mobile = `9${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 900 + 100)}`;
        const made = await page.request.post('/trpc/admin.registerCitizen', {
          data: { name: 'रमेश कुमार', mobile, language: 'hi' },
          headers: { origin: new URL(page.url()).origin },
        });
        expect(made.ok()).toBe(true);
        const citizenId = (await made.json()).result.data.citizen._id;
        await page.goto(`/admin-dashboard/counter?citizen=${citizenId}`);
        await expect(page.getByTestId('counter-citizen')).toBeVisible();
        await shoot(page, `desk-${tag}`);
        await page.goto(`/admin-dashboard/counter?citizen=${citizenId}&start=pan-card`);
        await expect(page.getByTestId('form-fee')).toBeVisible();
        await shoot(page, `pan-form-${tag}`);
        if (width < 768) {
          // A full-page capture resets touch emulation (and so the camera buttons): this one
          // shows the file fields as a phone does.
          await page.getByTestId('camera-input-photo').locator('..').scrollIntoViewIfNeeded();
          await page.waitForTimeout(200);
          await page.screenshot({ path: `${OUT}/counter-pan-files-${tag}.png` });
        }
        await page.goto(
          `/admin-dashboard/counter?citizen=${citizenId}&start=order&product=a4-paper`,
        );
        await expect(page.getByTestId('counter-filing-for')).toBeVisible();
        await shoot(page, `order-form-${tag}`);
        await page.goto('/set-password#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
        await shoot(page, `set-password-${tag}`);
        await context.close();
      });
    }
  }
}
