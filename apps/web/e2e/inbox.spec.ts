import { expect } from '@playwright/test';
import { adminFor, uniqueEmail } from './accounts.ts';
import { createCitizen } from './fixtures.ts';
import { sessionFor } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('inbox.spec.ts');

test('an operator reads a contact message as plain text, replies by e-mail, marks it handled', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('visitor');
  const text = `Is the centre open on Sunday?\nI need <b>two</b> PAN prints. ${email}`;
  const sent = await request.post('/api/contact', {
    data: { name: 'Vikas Yadav', email, message: text },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  expect(((await sent.json()) as { message: string }).message).toBe('Message Sent Successfully!');

  const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
  const page = desk.page;
  await page.goto('/admin-dashboard');
  await page.getByRole('link', { name: 'Inbox' }).click();
  await expect(page).toHaveURL('/admin-dashboard/inbox');
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();

  // Unhandled first: newest first, so ours is on the first page.
  const card = page.getByTestId('inbox-message').filter({ hasText: email });
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-handled', 'false');
  await expect(card).toContainText('Vikas Yadav');
  // Plain text with its line break kept; the markup is shown, not obeyed.
  const body = card.getByTestId('inbox-text');
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text shows the kept line break
  expect(await body.innerText()).toBe(text);
  await expect(body.locator('b')).toHaveCount(0);
  await expect(card.getByTestId('inbox-email')).toHaveAttribute(
    'href',
    `mailto:${email}?subject=Your%20message%20to%20Seva`,
  );
  await expect(card.getByRole('link', { name: 'Reply to Vikas Yadav by e-mail' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );

  await card.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(page.getByText('Message marked as handled')).toBeVisible();
  // It leaves the Unhandled view and shows under Handled, with who handled it.
  await expect(card).toHaveCount(0);
  await page.getByText('Handled', { exact: true }).click();
  await expect(card).toHaveAttribute('data-handled', 'true');
  await expect(card).toContainText(`Handled by ${ADMIN.name}`);
  await card.getByRole('button', { name: 'Mark as unhandled' }).click();
  await expect(card).toHaveCount(0);
  await page.getByText('All', { exact: true }).click();
  await expect(card).toHaveAttribute('data-handled', 'false');

  // Citizens have no Inbox.
  const citizen = await createCitizen(request, { name: 'Not An Admin' });
  const theirs = await sessionFor(browser, citizen.email, citizen.password);
  await theirs.page.goto('/admin-dashboard/inbox');
  await expect(theirs.page).toHaveURL('/unauthorized');
  expect((await theirs.page.request.get('/api/admin/messages')).status()).toBe(403);

  await theirs.context.close();
  await desk.context.close();
});
