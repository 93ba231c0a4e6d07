import { expect, type Page } from '@playwright/test';
import { makeImage } from './application-files.ts';
import { fileInput } from './application-steps.ts';
import { createCitizen, field } from './fixtures.ts';
import { apiLogin } from './operator.ts';
import { test } from './test.ts';

// PNGs of the document locker, in the screenshots project.

const OUT = 'test-results/screenshots';
const widths = [360, 1280] as const;
const themes = ['light', 'dark'] as const;

async function shoot(page: Page, name: string, width: number, theme: string) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${OUT}/${name}-${width}-${theme}.png`, fullPage: true });
}

for (const theme of themes) {
  for (const width of widths) {
    test(`locker at ${width}px, ${theme}`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const citizen = await createCitizen(request, { name: 'Anita Kumari' });
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 740 : 800 },
        colorScheme: theme,
      });
      await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
      const page = await context.newPage();
      await apiLogin(page, citizen.email, citizen.password);

      await page.goto('/document-tester');
      await expect(page.getByTestId('locker-empty')).toBeVisible();
      await shoot(page, 'locker-empty', width, theme);

      await page.getByRole('button', { name: 'New Document' }).click();
      await page.getByRole('button', { name: 'Upload Document' }).click();
      await expect(page.getByText('Signature is required')).toBeVisible();
      await shoot(page, 'locker-form-errors', width, theme);

      for (const name of ['Aadhaar photo', 'Passport photo']) {
        await field(page, 'Document Name').fill(name);
        await fileInput(page, 'photo').setInputFiles(
          await makeImage(page, 'photo.jpg', 'image/jpeg'),
        );
        await fileInput(page, 'signature').setInputFiles(
          await makeImage(page, 'sign.png', 'image/png', { width: 240, height: 80 }),
        );
        if (name === 'Passport photo') await shoot(page, 'locker-form-filled', width, theme);
        await page.getByRole('button', { name: 'Upload Document' }).click();
        await expect(page.getByTestId('locker-banner')).toBeVisible();
        if (name === 'Aadhaar photo')
          await page.getByRole('button', { name: 'New Document' }).click();
      }
      await expect(page.getByTestId('locker-viewer')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'locker-viewer', width, theme);

      await page.goto('/document-tester');
      await expect(page.getByTestId('locker-prompt')).toBeVisible();
      await shoot(page, 'locker-prompt', width, theme);
      await page.goto('/document-tester?id=unknown');
      await expect(page.getByText('Document not found')).toBeVisible();
      await shoot(page, 'locker-not-found', width, theme);
      await context.close();
    });
  }
}
