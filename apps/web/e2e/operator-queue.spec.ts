import { expect, test } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { applyByApi } from './application-steps.ts';
import { createCitizen } from './fixtures.ts';
import { apiLogin, sessionFor } from './operator.ts';

const ADMIN = adminFor('operator-queue.spec.ts');

/** Letters only: a name word the queue's search finds, unique to this run. */
const uniqueWord = () =>
  `Qz${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test("the operator's day: a filter in the URL, Next in queue, new work without reload, confirmed completion", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const surname = uniqueWord();
  const name = `Meena ${surname}`;
  const citizen = await createCitizen(request, { name });
  const home = await browser.newPage();
  await apiLogin(home, citizen.email, citizen.password);
  const first = await applyByApi(home, 'PanCard', name);
  const second = await applyByApi(home, 'PanCard', name);

  const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
  const page = desk.page;
  await page.goto('/admin-dashboard/services');
  await page.getByRole('searchbox').first().fill(surname.toLowerCase());
  const rows = page.locator('tr[data-reference]');
  await expect(rows).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`q=${surname.toLowerCase()}`));
  // Oldest waiting first, each with how long it has waited.
  await expect(rows.nth(0)).toHaveAttribute('data-reference', first.referenceNumber);
  await expect(rows.nth(0).getByTestId('waited')).toHaveText('Less than an hour');

  // The whole row opens the item; Next in queue keeps the filter.
  await rows.nth(0).click();
  await expect(page.getByTestId('reference')).toHaveText(first.referenceNumber);
  await page.getByTestId('next-in-queue').click();
  await expect(page.getByTestId('reference')).toHaveText(second.referenceNumber);
  await expect(page).toHaveURL(new RegExp(`q=${surname.toLowerCase()}`));

  // Back returns to the same filtered list.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin-dashboard\/services\?/);
  await expect(page.getByRole('searchbox').first()).toHaveValue(surname.toLowerCase());
  await expect(rows).toHaveCount(2);

  // A new application shows up without a reload (the list polls every 8 s).
  const third = await applyByApi(home, 'PanCard', name);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toHaveAttribute('data-reference', third.referenceNumber);

  // Keyboard: Enter on a focused row opens it.
  await rows.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('reference')).toHaveText(third.referenceNumber);

  // Mark as Completed asks first; Cancel leaves it as it was.
  const status = page.getByTestId('detail-status');
  await page.getByRole('button', { name: 'Mark as In Progress' }).click();
  await expect(status).toHaveText('In progress');
  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as Completed?' });
  await expect(dialog).toContainText(third.referenceNumber);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('In progress');
  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  await dialog.getByRole('button', { name: 'Yes, mark as completed' }).click();
  await expect(status).toHaveText('Completed');
});
