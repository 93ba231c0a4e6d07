import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { IDENTITY, makePdf } from './application-files.ts';
import {
  fileInput,
  fillItrForm,
  fillJobCardForm,
  fillPanForm,
  fillRtpsForm,
  panFiles,
  submitApplication,
} from './application-steps.ts';
import { createCitizen, field, logIn, submitLogin } from './fixtures.ts';
import { test } from './test.ts';

const ADMIN = adminFor('applications.spec.ts');

const rows = (page: Page) => page.getByTestId('application-row');

test('a citizen applies for all four services, finds, opens, downloads and deletes them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const citizen = await createCitizen(request, { name: 'Sunita Kumari' });
  await logIn(page, citizen);
  await page.waitForURL(/\/dashboard\/services$/);

  // The catalogue: four cards; Buy Now waits a second, then opens the form.
  await expect(page.getByTestId('catalogue-card')).toHaveCount(4);
  await expect(page.getByText('No services found matching the selected filters.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete All Services' })).toBeDisabled();
  const panCard = page.getByTestId('catalogue-card').filter({ hasText: 'PAN' }).first();
  await panCard.getByRole('button', { name: /Buy Now/ }).click();
  await expect(page.getByRole('button', { name: /Buy Now/ }).last()).toBeDisabled();
  await page.waitForURL(/\/dashboard\/services\/pan-card$/);

  // PAN: the original portal's first message (docs/product.md), then the client file checks, then a
  // real upload.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Full Name is required')).toBeVisible();
  await expect(page.getByText('Photo is required')).toBeVisible();
  const files = await panFiles(page);
  await fillPanForm(page, files);
  await fileInput(page, 'photo').setInputFiles(makePdf('not-a-photo.pdf'));
  await expect(page.getByText('Only JPEG, JPG and PNG files are allowed')).toBeVisible();
  await fileInput(page, 'photo').setInputFiles(files.photo);
  await expect(page.getByText('Only JPEG, JPG and PNG files are allowed')).toBeHidden();
  await expect(page.getByRole('img', { name: 'Photo preview' })).toBeVisible();
  await expect(page.getByTestId('file-chosen-photo')).toContainText(/\d+(\.\d+)? (bytes|KB)/);
  await expect(field(page, 'Mobile Number')).toHaveAttribute('maxlength', '10');
  await expect(field(page, 'Aadhar Number')).toHaveAttribute('maxlength', '12');
  await submitApplication(page, 'PAN Card application submitted successfully!');

  await page.goto('/dashboard/services/rtps');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Block is required')).toBeVisible();
  await fillRtpsForm(page, 'R-1001');
  await submitApplication(page, 'RTPS application submitted successfully!');

  await page.goto('/dashboard/services/job-card');
  await fillJobCardForm(page);
  await submitApplication(page, 'Job Card application submitted successfully!');

  await page.goto('/dashboard/services/itr');
  await expect(
    page.getByRole('heading', { name: 'Apply for Income Tax Return (ITR)' }),
  ).toBeVisible();
  await expect(page.getByTestId('file-button-aadharFile')).toHaveText('Choose File');
  await fillItrForm(page);
  await expect(page.getByTestId('file-button-aadharFile')).toHaveText('itr-aadhaar.pdf');
  await submitApplication(page, 'ITR application submitted successfully!');

  // My Services: all four, newest first, filterable.
  await expect(rows(page)).toHaveCount(4);
  // Words, not codes (docs/product.md 52).
  await expect(rows(page).first()).toContainText('Income tax return');
  await expect(rows(page).first()).toContainText(/SEVA-\d{4}-\d+/);
  await expect(rows(page).first()).toContainText('No comments');
  await field(page, 'Service Type').selectOption('RTPS');
  await expect(rows(page)).toHaveCount(1);
  await field(page, 'Status').selectOption('completed');
  await expect(page.getByText('No services found matching the selected filters.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete All Services' })).toBeDisabled();
  await field(page, 'Status').selectOption('pending');
  await expect(rows(page)).toHaveCount(1);
  await field(page, 'Service Type').selectOption('All');
  await expect(rows(page)).toHaveCount(4);

  // The per-type lists.
  for (const [path, title, text] of [
    ['pan-card', 'PanCard Services', 'Sunita Kumari'],
    ['rtps', 'RTPS Services', 'R-1001'],
    ['job-card', 'My JobCard Services', 'Mohan Lal'],
    // The type's name as a word, not its code (docs/product.md 52).
    ['itr', 'ITR Services', 'Income tax return'],
  ] as const) {
    await page.goto(`/dashboard/services/${path}/list`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(text);
  }
  await page.goto('/dashboard/services/rtps/list');
  await expect(rows(page)).toContainText('GOH');
  await field(page, 'Block').selectOption('KONCH');
  await expect(page.getByText('No services found matching the selected filters.')).toBeVisible();
  await field(page, 'Block').selectOption('GOH');
  await field(page, 'Registration Type').selectOption('BRCCO');
  await expect(rows(page)).toHaveCount(1);

  // RTPS detail, from its row.
  await rows(page).first().click();
  await page.waitForURL(/\/dashboard\/services\/rtps\/[^/]+$/);
  await expect(page.getByTestId('detail-registration-id')).toHaveText(
    `BRCCO/${new Date().getFullYear()}/R-1001`,
  );
  await expect(page.getByText('User Information')).toBeVisible();
  await expect(page.getByText('No comments have been added for this service.')).toBeVisible();

  // PAN detail: full Aadhaar here only, documents shown, and a download with the same bytes.
  await page.goto('/dashboard/services/pan-card/list');
  await expect(rows(page)).not.toContainText(IDENTITY.aadhaar);
  await rows(page).first().click();
  await page.waitForURL(/\/dashboard\/services\/pan\/[^/]+$/);
  await expect(page.getByTestId('detail-aadhaar')).toHaveText(IDENTITY.aadhaar);
  await expect(page.getByTestId('document-card')).toHaveCount(3);
  await expect(page.getByText('User Information')).toHaveCount(0);
  const photo = page.locator('[data-document-type="photo"]');
  await expect(photo.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await photo.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
    160,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    photo.getByRole('link', { name: /Download/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('photo.jpg');
  const downloaded = await readFile(await download.path());
  expect(downloaded.equals(files.photo.buffer)).toBe(true);

  // Job card and ITR details.
  await page.goto('/dashboard/services/job-card/list');
  await rows(page).first().click();
  await page.waitForURL(/\/dashboard\/services\/job-card\/[^/]+$/);
  await expect(page.getByText("Father's/Husband's Name")).toBeVisible();
  await expect(page.getByTestId('document-card')).toHaveCount(2);

  await page.goto('/dashboard/services/itr/list');
  await rows(page).first().click();
  await page.waitForURL(/\/dashboard\/services\/itr\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'ITR Application Details' })).toBeVisible();
  await expect(page.getByText('ITR Information')).toBeVisible();
  await expect(page.getByRole('link', { name: /View Document/ })).toHaveCount(3);
  await expect(page.getByTestId('detail-aadhaar')).toHaveText(IDENTITY.otherAadhaar);
  await expect(page.getByText('Additional Documents')).toHaveCount(0);
  await expect(page.getByText('Admin Comments')).toHaveCount(0);

  // Delete one, then all.
  await page.goto('/dashboard/services');
  await expect(rows(page)).toHaveCount(4);
  const rtpsRow = rows(page).filter({ hasText: 'RTPS' });
  await rtpsRow.getByRole('button', { name: /Delete/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Are you sure you want to delete this service? This action cannot be undone.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Service deleted successfully')).toBeVisible();
  await expect(rows(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Delete All Services' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('All services deleted successfully')).toBeVisible();
  await expect(page.getByText('No services found matching the selected filters.')).toBeVisible();
});

test('Buy Now after the session ended on the server goes to /login, then back to the form', async ({
  page,
  request,
  playwright,
}) => {
  const citizen = await createCitizen(request);
  await logIn(page, citizen);
  await page.waitForURL(/\/dashboard\/services$/);
  await expect(page.getByTestId('catalogue-card')).toHaveCount(4);

  // The session ends on the server (logged out on another device, or idle) while this page
  // still shows the catalogue and the browser still holds its cookie.
  const origin = new URL(page.url()).origin;
  const cookies = await page.context().cookies();
  expect(cookies.length).toBeGreaterThan(0);
  const elsewhere = await playwright.request.newContext({ baseURL: origin });
  const logout = await elsewhere.post('/api/auth/logout', {
    headers: { origin, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  expect(logout.ok(), await logout.text()).toBe(true);
  await elsewhere.dispose();
  const me = await page.request.get('/trpc/auth.me');
  expect(
    ((await me.json()) as { result: { data: { user: unknown } } }).result.data.user,
  ).toBeNull();

  // Signed out, Buy Now goes to /login, and the login leads back to the form.
  const itrCard = page.getByTestId('catalogue-card').filter({ hasText: 'ITR' });
  await itrCard.getByRole('button', { name: /Buy Now/ }).click();
  await page.waitForURL(/\/login\?redirect=%2Fdashboard%2Fservices%2Fitr$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await submitLogin(page, citizen);
  await page.waitForURL(/\/dashboard\/services\/itr$/);
  await expect(
    page.getByRole('heading', { name: 'Apply for Income Tax Return (ITR)' }),
  ).toBeVisible();
});

test('an unknown application and an unknown type show their messages', async ({
  page,
  request,
}) => {
  const citizen = await createCitizen(request);
  await logIn(page, citizen);
  await page.goto('/dashboard/services/pan/no-such-id');
  await expect(page.getByText('No service found')).toBeVisible();
  await page.goto('/dashboard/services/passport/list');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test("the operator's result document and comments reach the citizen's detail page", async ({
  page,
  browser,
  request,
}) => {
  const citizen = await createCitizen(request, { name: 'Meena Devi' });
  await logIn(page, citizen);
  const origin = new URL(page.url()).origin;
  const applied = await page.request.post('/api/services/apply/itr', {
    headers: { origin },
    multipart: {
      aadharCardNo: IDENTITY.aadhaar,
      panCardNo: IDENTITY.pan,
      accountNo: IDENTITY.account,
      ifscCode: IDENTITY.ifsc,
      aadharFile: makePdf('a.pdf'),
      panCardFile: makePdf('p.pdf'),
      passbookFile: makePdf('b.pdf'),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { service } = (await applied.json()) as { service: { _id: string } };

  // The operator, in another browser, comments and attaches the filed return.
  const desk = await browser.newContext();
  const admin = await desk.newPage();
  await admin.goto('/login');
  const login = await admin.request.post('/trpc/auth.login', {
    headers: { origin },
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const comment = await admin.request.post(`/api/admin/service/${service._id}/comment`, {
    headers: { origin },
    data: { comment: 'Your return has been filed.' },
  });
  expect(comment.ok(), await comment.text()).toBe(true);
  const result = makePdf('itr-acknowledgement.pdf', 'ITR-V');
  const upload = await admin.request.post(`/api/services/${service._id}/documents`, {
    headers: { origin },
    multipart: { document: result },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await desk.close();

  await page.goto(`/dashboard/services/itr/${service._id}`);
  const additional = page.getByTestId('additional-documents');
  await expect(additional).toContainText('itr-acknowledgement.pdf');
  await expect(page.getByText('Admin Comments')).toBeVisible();
  await expect(
    page.getByTestId('detail-comments').getByText('Your return has been filed.'),
  ).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    additional.getByRole('link', { name: /Download/ }).click(),
  ]);
  expect((await readFile(await download.path())).equals(result.buffer)).toBe(true);
});
