import { expect } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { field } from './fixtures.ts';
import { apiLogin } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('storage-quota.spec.ts');

test('an operator sets the storage per citizen, in MB, on the Settings screen', async ({
  page,
}) => {
  await apiLogin(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin-dashboard/settings');
  const storage = page.getByRole('region', { name: 'Storage' });
  const input = field(storage, 'Storage per citizen (MB)');
  const save = storage.getByRole('button', { name: 'Save' });
  await expect(input).toHaveValue('200');

  await input.fill('5');
  await save.click();
  await expect(
    storage.getByText('Storage per citizen must be between 10 MB and 10,240 MB'),
  ).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  // Other specs upload against this server meanwhile: only ever raise it, then put it back.
  try {
    await input.fill('300');
    await save.click();
    await expect(page.getByText('Storage per citizen saved')).toBeVisible();
    await page.reload();
    await expect(input).toHaveValue('300');
  } finally {
    await input.fill('200');
    await save.click();
    await expect(page.getByText('Storage per citizen saved').first()).toBeVisible();
  }
  await page.reload();
  await expect(input).toHaveValue('200');
});
