import { expect } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { makeImage } from './application-files.ts';
import { applyByApi } from './application-steps.ts';
import { appRunning, createCitizen } from './fixtures.ts';
import { apiLogin, sessionFor, subjectsTo } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('send-back.spec.ts');
const REASON = 'Your photo is blurred. Please upload a clearer photo.';
const NOTE = 'Checked with the Aadhaar scan: the face matches, only the photo is unclear';

test('an operator sends a PAN application back for a clearer photo; the citizen answers on a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const since = Date.now();
  const citizen = await createCitizen(request, { name: 'Sunita Kumari' });

  // The citizen, on a 360 px phone, has a PAN application.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const mine = await phone.newPage();
  await apiLogin(mine, citizen.email, citizen.password);
  const applied = await applyByApi(mine, 'PanCard', 'Sunita Kumari');

  // The operator opens it, notes something for the other operators, and sends it back.
  const desk = await sessionFor(browser, ADMIN.email, ADMIN.password);
  const page = desk.page;
  await page.goto(`/admin-dashboard/service/pan/${applied._id}`);
  await expect(page.getByTestId('reference')).toHaveText(applied.referenceNumber);
  const status = page.getByTestId('detail-status');
  await expect(status).toHaveText('Pending');

  const notes = page.getByTestId('internal-notes');
  await notes.getByLabel('New internal note').fill(NOTE);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText(NOTE)).toBeVisible();

  await page.getByRole('button', { name: 'Send back for documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send back for documents' });
  // By keyboard: the message has the focus; Tab reaches the checklist, Space ticks it.
  await expect(dialog.getByLabel('Message to the citizen')).toBeFocused();
  await page.keyboard.type(REASON);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: 'Photo' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Photo' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('Documents needed');
  const asked = page.getByTestId('requested-documents');
  await expect(asked.getByTestId('requested-document')).toHaveCount(1);
  await expect(asked).toContainText('Photo');
  await expect
    .poll(() => subjectsTo(citizen.email, since).some((s) => s.includes('documents needed')))
    .toBe(true);

  // The public tracking page (the slip's QR link) says what to bring, nothing more.
  const stranger = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await stranger.goto(`/track/${applied.referenceNumber}?code=${applied.trackingCode}`);
  await expect(stranger.getByTestId('track-result')).toBeVisible();
  await expect(stranger.getByTestId('track-bring')).toHaveText('Photo');
  await expect(stranger.getByTestId('track-result')).not.toContainText(REASON);
  await stranger.close();

  // The citizen sees the request first on the phone, with the message, and uploads a new photo.
  await mine.goto(`/dashboard/services/pan/${applied._id}`);
  const needed = mine.getByTestId('documents-needed');
  await expect(needed).toBeVisible();
  await expect(needed.getByTestId('send-back-reason')).toHaveText(REASON);
  await expect(mine.getByTestId('detail-status')).toHaveText('Documents needed');
  const width = await mine.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  // A file is chosen once the app has taken the drawn page over (docs/decisions/077).
  await appRunning(mine);
  await needed
    .locator('[data-key="photo"] input[type="file"]')
    .setInputFiles(await makeImage(mine, 'clearer-photo.jpg', 'image/jpeg'));
  await expect(mine.getByText('Document uploaded successfully!')).toBeVisible();
  // Everything asked for is in: back in progress by itself.
  await expect(mine.getByTestId('detail-status')).toHaveText('In progress');
  await expect(needed).toBeHidden();
  // The citizen's page shows one photo: the new one.
  await expect(mine.locator('[data-document-type="photo"]')).toHaveCount(1);
  await expect(mine.locator('[data-document-type="photo"]')).toContainText('Photo');

  // The internal note never reaches the citizen's browser: not on the page, not in its answers.
  await expect(mine.getByText(NOTE)).toHaveCount(0);
  expect(await mine.content()).not.toContain(NOTE);
  const own = await mine.request.get(`/api/admin/service/${applied._id}`);
  expect(own.ok()).toBe(true);
  expect(await own.text()).not.toContain(NOTE);
  const trpc = await mine.request.get(
    `/trpc/applications.byId?input=${encodeURIComponent(JSON.stringify({ id: applied._id }))}`,
  );
  expect(await trpc.text()).not.toContain(NOTE);

  // The operator who sent it back is told, and sees both photos, the old one kept.
  await expect
    .poll(() =>
      subjectsTo(ADMIN.email, since).some((s) =>
        s.includes('the documents asked for have arrived'),
      ),
    )
    .toBe(true);
  await page.reload();
  await expect(status).toHaveText('In progress');
  const photos = page.locator('[data-testid="document-card"][data-document-type="photo"]');
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0)).toContainText('Photo (replaced)');
  await expect(photos.nth(1)).not.toContainText('replaced');
  const oldHref = await photos
    .nth(0)
    .getByRole('link', { name: /^Download/ })
    .getAttribute('href');
  expect(oldHref).toBeTruthy();
  const old = await page.request.get(oldHref ?? '');
  expect(old.status()).toBe(200);
  expect((await old.body()).length).toBeGreaterThan(100);
  await expect(page.getByTestId('requested-documents')).toContainText('Received');
  // The timeline has the send-back, the new photo and, from it, the one it replaced.
  const timeline = page.getByTestId('timeline');
  await expect(timeline).toContainText('Sent back for documents');
  const earlier = timeline.getByRole('link', { name: 'Open the file it replaced' });
  await expect(earlier).toHaveCount(1);
  expect(await earlier.getAttribute('href')).toContain(oldHref?.replace(/\?.*$/, '') ?? '-');

  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  await page
    .getByRole('dialog', { name: 'Mark as Completed?' })
    .getByRole('button', { name: 'Yes, mark as completed' })
    .click();
  await expect(status).toHaveText('Completed');

  await mine.reload();
  await expect(mine.getByTestId('detail-status')).toHaveText('Completed');
  await expect(mine.getByText(NOTE)).toHaveCount(0);
  await phone.close();
  await desk.context.close();
});
