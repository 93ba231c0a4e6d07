import { expect, type Page } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { IDENTITY, makeImage } from './application-files.ts';
import { createCitizen } from './fixtures.ts';
import { apiLogin } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('orders-screenshots.spec.ts');

// PNGs of the order screens, in the screenshots project:
// `pnpm --filter @seva/web screenshots` after a build; apps/web/test-results/screenshots/.

const OUT = 'test-results/screenshots';
const widths = [360, 1280] as const;
const themes = ['light', 'dark'] as const;

async function shoot(page: Page, name: string, width: number, theme: string) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${OUT}/${name}-${width}-${theme}.png`, fullPage: true });
}

async function place(page: Page, multipart: Record<string, unknown>) {
  const response = await page.request.post('/api/orders', {
    headers: { origin: new URL(page.url()).origin },
    multipart: multipart as never,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: { _id: string; reference: string } }).order;
}

for (const theme of themes) {
  for (const width of widths) {
    test(`order screens at ${width}px, ${theme}`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const citizen = await createCitizen(request, { name: 'Sunita Kumari' });
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 740 : 800 },
        colorScheme: theme,
      });
      await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
      const page = await context.newPage();
      await apiLogin(page, citizen.email, citizen.password);

      await page.goto('/dashboard/orders');
      await expect(page.getByTestId('orders-empty')).toBeVisible();
      await shoot(page, 'orders-empty', width, theme);

      await place(page, {
        product: 'a4-paper',
        fullName: 'Sunita Kumari',
        mobile: IDENTITY.mobile,
        quantity: '2',
        address: 'Ward 4, Main Road',
        city: 'Goh',
        state: 'Bihar',
        pincode: '824203',
      });
      const pan = await place(page, {
        product: 'ayushman-card',
        fullName: 'Sunita Kumari',
        aadhaar: IDENTITY.aadhaar,
        mobile: IDENTITY.mobile,
        state: 'Bihar',
        district: 'Aurangabad',
        requestType: 'new',
        document: await makeImage(page, 'aadhaar.jpg', 'image/jpeg'),
      });

      await page.goto('/dashboard/orders');
      await expect(page.getByTestId('order-row')).toHaveCount(2);
      await shoot(page, 'orders', width, theme);
      await page.getByRole('button', { name: `Cancel order ${pan.reference}` }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'orders-cancel', width, theme);
      await page.keyboard.press('Escape');

      await page.goto(`/dashboard/orders/${pan._id}?placed=1`);
      await expect(page.getByTestId('order-files')).toBeVisible();
      await expect(page.getByTestId('order-field-aadhaar')).toBeVisible();
      await shoot(page, 'order-placed', width, theme);

      // The operator's side.
      const desk = await browser.newContext({
        viewport: { width, height: width < 768 ? 740 : 800 },
        colorScheme: theme,
      });
      await desk.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
      const admin = await desk.newPage();
      await apiLogin(admin, ADMIN.email, ADMIN.password);
      await admin.goto('/admin-dashboard/orders');
      await expect(admin.locator('tbody tr').first()).toBeVisible();
      await shoot(admin, 'admin-orders', width, theme);
      await admin.goto(`/admin-dashboard/orders/${pan._id}`);
      await expect(admin.getByTestId('order-files')).toBeVisible();
      await shoot(admin, 'admin-order', width, theme);
      await admin.getByRole('button', { name: 'Mark as Paid' }).click();
      await expect(admin.getByRole('dialog', { name: 'Record Payment' })).toBeVisible();
      await shoot(admin, 'admin-order-pay', width, theme);
      await admin.getByRole('dialog').getByRole('button', { name: 'Record Payment' }).click();
      await expect(admin.getByRole('dialog')).toBeHidden();
      await admin.getByRole('button', { name: 'Mark as In Progress' }).click();
      await expect(admin.getByTestId('order-status')).toHaveText('In progress');
      await shoot(admin, 'admin-order-paid', width, theme);

      await page.goto(`/dashboard/orders/${pan._id}`);
      await expect(page.getByTestId('order-status')).toHaveText('In progress');
      await shoot(page, 'order-paid', width, theme);

      await desk.close();
      await context.close();
    });
  }
}
