import { expect, type Page } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { apiLogin } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('inbox-screenshots.spec.ts');

// PNGs of the operators' Inbox, in the screenshots project.

const OUT = 'test-results/screenshots';
const widths = [360, 1280] as const;
const themes = ['light', 'dark'] as const;

async function shoot(page: Page, name: string, width: number, theme: string) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${OUT}/${name}-${width}-${theme}.png`, fullPage: true });
}

const MESSAGES = [
  {
    name: 'Vikas Yadav',
    email: 'vikas.yadav@example.in',
    message: 'Is the centre open on Sunday?\nI need two PAN card prints before Monday.',
  },
  {
    name: 'Pooja Kumari',
    email: 'pooja.k@example.in',
    message:
      'My Ayushman card application shows pending for two weeks. Please tell me what documents are missing. My reference is SEVA-2026-000042.',
  },
];

test.beforeAll(async ({ request }) => {
  // Contact messages are rate limited per IP: send them once for the four shots.
  for (const data of MESSAGES) {
    const sent = await request.post('/api/contact', { data });
    expect([201, 429]).toContain(sent.status());
  }
});

for (const theme of themes) {
  for (const width of widths) {
    test(`inbox at ${width}px, ${theme}`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 740 : 800 },
        colorScheme: theme,
      });
      await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
      const page = await context.newPage();
      await apiLogin(page, ADMIN.email, ADMIN.password);
      await page.goto('/admin-dashboard/inbox');
      await page.getByText('All', { exact: true }).click();
      await expect(page.getByTestId('inbox-message').first()).toBeVisible();
      await shoot(page, 'inbox', width, theme);
      await context.close();
    });
  }
}
