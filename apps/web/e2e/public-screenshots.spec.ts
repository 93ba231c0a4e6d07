import { expect } from '@playwright/test';
import { test } from './test.ts';

// PNGs of the public pages for a person to look at (apps/web/test-results/screenshots/).
// Run with `pnpm --filter @seva/web screenshots` after a build.

const OUT = 'test-results/screenshots';
const pages = [
  ['home', '/', 'Government services and printing, from your phone'],
  ['services', '/services', 'Services'],
  ['product-a4', '/services/a4-paper', 'Computer Paper A4 Size'],
  ['product-pan-pvc', '/services/pan-card-pvc', 'Pan Card PVC Print'],
  ['about', '/about', 'About Us'],
  ['apply-pan', '/apply/pan-card', 'Apply for a PAN Card'],
  ['apply-rtps', '/apply/rtps', 'Apply for an RTPS Certificate'],
] as const;

for (const theme of ['light', 'dark'] as const) {
  for (const width of [360, 1280] as const) {
    test(`public pages at ${width}px, ${theme}`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 740 : 800 },
        colorScheme: theme,
        reducedMotion: 'reduce',
      });
      await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
      const page = await context.newPage();
      for (const [name, path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({
          path: `${OUT}/public-${name}-${width}-${theme}.png`,
          fullPage: true,
        });
      }
      await context.close();
    });
  }
}
