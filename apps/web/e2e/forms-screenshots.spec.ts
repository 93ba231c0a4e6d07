// PNGs for eyes (test-results/screenshots/look-*): the services list with each application's fee,
// a product's pickup-or-delivery choice, and the PAN form taking its images from My Documents,
// in English and Hindi, at 360 px light and dark and 1280 px. `pnpm --filter @seva/web screenshots`.
import { expect } from '@playwright/test';
import { makeImage } from './application-files.ts';
import { createCitizen } from './fixtures.ts';
import { sessionFor } from './operator.ts';
import { test } from './test.ts';

const OUT = 'test-results/screenshots';
for (const lang of ['en', 'hi'] as const) {
  for (const [width, theme] of [
    [360, 'light'],
    [360, 'dark'],
    [1280, 'light'],
  ] as const) {
    test(`look ${lang} ${width} ${theme}`, async ({ browser, request, baseURL }) => {
      test.setTimeout(240_000);
      const citizen = await createCitizen(request, { name: 'सुनीता कुमारी यादव' });
      const { context: login, page: first } = await sessionFor(
        browser,
        citizen.email,
        citizen.password,
      );
      const state = await login.storageState();
      await first.request.post('/api/document/create', {
        headers: { origin: new URL(first.url()).origin },
        multipart: {
          name: 'ID photos',
          photo: await makeImage(first, 'photo.jpg', 'image/jpeg'),
          signature: await makeImage(first, 'sign.png', 'image/png', { width: 240, height: 80 }),
        },
      });
      await login.close();
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 740 : 800 },
        colorScheme: theme,
        storageState: state,
      });
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
      await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
      const page = await context.newPage();
      const shot = (name: string) =>
        page.screenshot({
          path: `${OUT}/look-${name}-${lang}-${width}-${theme}.png`,
          fullPage: true,
        });
      await page.goto('/services');
      await expect(page.getByTestId('apply-link').first()).toContainText('₹157');
      await shot('services');
      await page.goto('/services/a4-paper');
      await expect(page.getByRole('radio').first()).toBeChecked();
      await shot('a4-pickup');
      await page.getByRole('radio').nth(1).check();
      await shot('a4-delivery');
      await page.goto('/dashboard/services/pan-card');
      await page.getByTestId('use-from-locker').click();
      await expect(page.getByTestId('locker-choice')).toHaveCount(1);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${OUT}/look-locker-dialog-${lang}-${width}-${theme}.png` });
      await page.getByTestId('locker-choice').getByRole('button').click();
      await expect(page.getByTestId('photo-from-locker')).toBeVisible();
      await page.waitForTimeout(500);
      await shot('pan-locker');
      await context.close();
    });
  }
}
