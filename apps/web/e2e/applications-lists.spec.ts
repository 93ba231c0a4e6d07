import { expect, type Page } from '@playwright/test';
import { type ApplicationType, applyByApi } from './application-steps.ts';
import { createCitizen, logIn } from './fixtures.ts';
import { test } from './test.ts';

// The per-type lists, their dialogs and delete texts, word for word as the old portal had them.
const lists = [
  { type: 'PanCard', path: 'pan-card', title: 'PanCard Services', label: 'PanCard' },
  { type: 'RTPS', path: 'rtps', title: 'RTPS Services', label: 'RTPS' },
  { type: 'JobCard', path: 'job-card', title: 'My JobCard Services', label: 'JobCard' },
  { type: 'ITR', path: 'itr', title: 'ITR Services', label: 'ITR' },
] as const satisfies readonly {
  type: ApplicationType;
  path: string;
  title: string;
  label: string;
}[];

const CONFIRM = 'Are you sure you want to delete this service? This action cannot be undone.';
const rows = (page: Page) => page.getByTestId('application-row');
const row = (page: Page, reference: string) =>
  page.locator(`[data-testid="application-row"][data-reference="${reference}"]`);
const toast = (page: Page, text: string) =>
  page.locator('.seva-toast').getByText(text, { exact: true });

for (const list of lists) {
  test(`${list.title}: a failed delete, one delete, then delete all, with the seed's dialogs and toasts`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const citizen = await createCitizen(request, { name: 'Sunita Kumari' });
    await logIn(page, citizen);
    await page.waitForURL(/\/dashboard\/services$/);
    const ghost = await applyByApi(page, list.type, 'R-3');
    const first = await applyByApi(page, list.type, 'R-1');
    await applyByApi(page, list.type, 'R-2');
    // Another type's application: the per-type delete-all must leave it alone.
    const other = await applyByApi(page, list.type === 'RTPS' ? 'ITR' : 'RTPS', 'R-9');

    await page.goto(`/dashboard/services/${list.path}/list`);
    await expect(page.getByRole('heading', { name: list.title, exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(3);

    // Deleted elsewhere (another tab) while this list still shows it: the type's failure text.
    const gone = await page.request.delete(`/api/services/${ghost._id}`, {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(gone.status(), await gone.text()).toBe(200);
    await row(page, ghost.referenceNumber)
      .getByRole('button', { name: `Delete ${ghost.referenceNumber}` })
      .click();
    let dialog = page.getByRole('dialog', { name: `Delete ${list.label} Service`, exact: true });
    await expect(dialog.getByText(CONFIRM, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, `Failed to delete ${list.label} service`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(page)).toHaveCount(2);

    // One.
    await row(page, first.referenceNumber)
      .getByRole('button', { name: `Delete ${first.referenceNumber}` })
      .click();
    dialog = page.getByRole('dialog', { name: `Delete ${list.label} Service`, exact: true });
    await expect(dialog.getByText(CONFIRM, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Service deleted successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, first.referenceNumber)).toHaveCount(0);

    // All of this type.
    const deleteAll = `Delete All ${list.label} Services`;
    await page.getByRole('button', { name: deleteAll, exact: true }).click();
    dialog = page.getByRole('dialog', { name: deleteAll, exact: true });
    await expect(dialog.getByText(CONFIRM, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'All services deleted successfully')).toBeVisible();
    await expect(page.getByText('No services found matching the selected filters.')).toBeVisible();
    await expect(page.getByRole('button', { name: deleteAll, exact: true })).toBeDisabled();

    await page.goto('/dashboard/services');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, other.referenceNumber)).toBeVisible();
  });
}
