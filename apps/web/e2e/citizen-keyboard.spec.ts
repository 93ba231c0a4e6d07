import { expect, type Page } from '@playwright/test';
import { appRunning, createCitizen, logIn } from './fixtures.ts';
import { moveFocusTo } from './keyboard.ts';
import { test } from './test.ts';

// Issue 16 item 4: a whole citizen task with the keyboard alone, and what a screen reader is
// given on the PAN form (its accessibility tree, read as assistive technology reads it).

/** The screen has drawn: its one H1 shows and nothing says 'Loading...'. */
async function settled(page: Page) {
  await expect(page.locator('h1:visible').first()).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await appRunning(page);
}

test('a citizen logs in, applies for an RTPS certificate and opens it, by keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const citizen = await createCitizen(request, { name: 'Kamala Keyboard' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await settled(page);

  // Login: Tab to the e-mail, type, Tab to the password, type, Enter.
  const email = page.getByLabel(/^Email/);
  await moveFocusTo(page, email, 'Tab');
  await page.keyboard.type(citizen.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(citizen.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard/);
  await settled(page);

  // The sidebar's RTPS group opens with Enter; its Apply link leads to the form.
  const sidebar = page.getByRole('navigation', { name: 'Dashboard navigation' });
  const group = sidebar.getByRole('button', { name: 'RTPS' });
  await moveFocusTo(page, group, 'Tab');
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const apply = sidebar.getByRole('link', { name: /^Apply/ }).first();
  await moveFocusTo(page, apply, 'Tab', 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard/services/rtps');
  await settled(page);

  // The form: arrow keys choose in the selects, Enter in the last field submits.
  const block = page.getByLabel(/^Block/);
  await moveFocusTo(page, block, 'Tab');
  await page.keyboard.press('ArrowDown');
  await expect(block).not.toHaveValue('');
  await page.keyboard.press('Tab');
  const type = page.getByLabel(/^Registration Type/);
  await expect(type).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(type).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Registration Number/)).toBeFocused();
  await page.keyboard.type('KB/2026/4411');
  await page.keyboard.press('Enter');
  await expect(page.getByText('RTPS application submitted successfully!').first()).toBeVisible();
  const reference = (
    await page
      .getByText(/SEVA-\d{4}-\d{6}/)
      .first()
      .textContent()
  )?.match(/SEVA-\d{4}-\d{6}/)?.[0];
  expect(reference).toBeTruthy();

  // My Services follows; the new application's row takes the focus and Enter opens it.
  await expect(page).toHaveURL('/dashboard/services');
  await settled(page);
  const row = page.locator(`[data-testid="application-row"][data-reference="${reference}"]`);
  await moveFocusTo(page, row, 'Tab', 80);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('detail-reference')).toHaveText(reference ?? '');
  await expect(page.getByText('Pending').first()).toBeVisible();
  // The row that was followed is gone: the focus starts again in the new page's content, so
  // the next Tab goes into it (not from wherever the row was).
  await expect(page.locator('main#main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement)),
  ).toBe(true);
});

test('the PAN form reads whole to a screen reader: its title, every field by name, the files, the submit', async ({
  page,
  request,
}) => {
  const citizen = await createCitizen(request, { name: 'Sushila Reader' });
  await logIn(page, citizen);
  await page.goto('/dashboard/services/pan-card');
  await settled(page);
  await expect(page).toHaveTitle(/^Apply PAN Card — Seva$/);
  const main = page.getByRole('main');
  // The accessibility tree as assistive technology gets it (names, roles, states), not markup.
  await expect(main).toMatchAriaSnapshot(`
    - heading "Apply PAN Card" [level=1]
    - textbox "Full Name"
    - textbox "Date of Birth"
    - textbox "Father's Name"
    - textbox "Mobile Number"
    - textbox "Aadhar Number"
    - textbox "Block"
    - button "Use from My Documents"
    - button "Submit Application"
  `);
  // Each file field is a named button with its rule as its description.
  for (const name of ['Photo', 'Signature', 'Aadhar File']) {
    const picker = main.getByRole('button', { name: new RegExp(`^${name}`) });
    await expect(picker.first()).toBeVisible();
  }

  // A failed submit: every missing field is announced as invalid with its message.
  await main.getByRole('button', { name: 'Submit Application' }).click();
  await expect(main.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
  for (const name of ['Full Name', 'Date of Birth', "Father's Name", 'Mobile Number']) {
    const input = main.getByRole('textbox', { name });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/is required/);
  }
});
