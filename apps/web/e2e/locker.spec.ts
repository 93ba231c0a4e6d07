import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { IDENTITY, makeImage, makePdf } from './application-files.ts';
import { fileInput } from './application-steps.ts';
import { createCitizen, field } from './fixtures.ts';
import { sessionFor } from './operator.ts';
import { test } from './test.ts';

async function downloadBytes(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('a citizen creates, views, downloads and deletes a locker document', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const citizen = await createCitizen(request, { name: 'Anita Kumari' });
  const { context, page } = await sessionFor(browser, citizen.email, citizen.password);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'My Documents' }).click();
  await expect(page).toHaveURL('/document-tester');
  await expect(page.getByRole('heading', { name: 'Your Documents' })).toBeVisible();
  await expect(page.getByText('No documents found. Create a new one!')).toBeVisible();
  await expect(page.getByText('Select a document from the list or create a new one')).toBeVisible();

  // The toggle opens and closes the form.
  const toggle = page.getByRole('button', { name: 'New Document' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Cancel Upload' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Upload' }).click();
  await expect(page.getByRole('form', { name: 'Upload a New Document' })).toHaveCount(0);
  await toggle.click();
  const form = page.getByRole('form', { name: 'Upload a New Document' });

  // The original portal's client-side messages, in its order (docs/product.md).
  await form.getByRole('button', { name: 'Upload Document' }).click();
  await expect(form.getByText('Document name is required')).toBeVisible();
  await expect(form.getByText('Photo is required')).toBeVisible();
  await expect(form.getByText('Signature is required')).toBeVisible();
  await field(form, 'Document Name').fill('Passport photo');
  await fileInput(page, 'photo').setInputFiles(makePdf('scan.pdf'));
  await expect(form.getByText('Only JPEG, PNG and WebP files are allowed')).toBeVisible();
  await fileInput(page, 'signature').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5_242_881),
  });
  await expect(form.getByText('File size cannot exceed 5MB')).toBeVisible();

  // A file that claims to be a PNG but is not: the server reads the bytes and says no.
  await fileInput(page, 'photo').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not an image at all'),
  });
  const signature = await makeImage(page, 'signature.jpg', 'image/jpeg', {
    width: 240,
    height: 80,
  });
  await fileInput(page, 'signature').setInputFiles(signature);
  await form.getByRole('button', { name: 'Upload Document' }).click();
  await expect(form.getByTestId('locker-failure')).toHaveText(
    'Only JPEG, PNG and WebP files are allowed',
  );

  // The real thing.
  const photo = await makeImage(page, 'photo.png', 'image/png');
  await fileInput(page, 'photo').setInputFiles(photo);
  await form.getByRole('button', { name: 'Upload Document' }).click();
  const banner = page.getByTestId('locker-banner');
  await expect(banner).toHaveText('Document uploaded successfully!');
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Document' })).toBeVisible();
  // The banner lasts 3 s (docs/product.md, Document locker), then goes; 10 s leaves room for a
  // loaded machine and still fails if it stays.
  await expect(banner).toBeHidden({ timeout: 10_000 });

  const item = page.getByTestId('locker-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Passport photo');
  await expect(item).toHaveAttribute('aria-current', 'true');
  const viewer = page.getByTestId('locker-viewer');
  await expect(viewer.getByRole('heading', { name: 'Passport photo' })).toBeVisible();
  const photoImage = viewer.getByRole('img', { name: 'Photo of Passport photo' });
  await expect(photoImage).toHaveJSProperty('complete', true);
  expect(await photoImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  const signatureImage = viewer.getByRole('img', { name: 'Signature of Passport photo' });
  await expect(signatureImage).toHaveJSProperty('complete', true);
  expect(await signatureImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);

  // Downloads carry the very bytes uploaded.
  const photoDownload = await downloadBytes(
    page,
    viewer.getByRole('link', { name: 'Download Photo' }),
  );
  expect(photoDownload.name).toBe('photo.png');
  expect(photoDownload.bytes.equals(photo.buffer)).toBe(true);
  const signatureDownload = await downloadBytes(
    page,
    viewer.getByRole('link', { name: 'Download Signature' }),
  );
  expect(signatureDownload.name).toBe('signature.jpg');
  expect(signatureDownload.bytes.equals(signature.buffer)).toBe(true);

  // The selection is in the URL: a reload shows the same document; an unknown id says so.
  await expect(page).toHaveURL(/\/document-tester\?id=/);
  const id = new URL(page.url()).searchParams.get('id');
  await page.reload();
  await expect(viewer.getByRole('heading', { name: 'Passport photo' })).toBeVisible();
  await page.goto('/document-tester?id=no-such-document');
  await expect(page.getByText('Document not found')).toBeVisible();

  // Another citizen gets nothing of it.
  const other = await createCitizen(request, { name: 'Someone Else' });
  const theirs = await sessionFor(browser, other.email, other.password);
  await theirs.page.goto(`/document-tester?id=${id}`);
  await expect(theirs.page.getByText('Document not found')).toBeVisible();
  expect((await theirs.page.request.get(`/api/document/${id}/photo?inline=1`)).status()).toBe(404);
  await theirs.context.close();

  // Delete, after a confirm.
  await page.goto(`/document-tester?id=${id}`);
  await viewer.getByRole('button', { name: 'Delete Passport photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Document' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Delete Passport photo' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Document deleted successfully')).toBeVisible();
  await expect(page.getByText('No documents found. Create a new one!')).toBeVisible();
  await expect(page.getByText('Select a document from the list or create a new one')).toBeVisible();
  expect((await page.request.get(`/api/document/${id}`)).status()).toBe(404);

  await context.close();
});

test('a broken image shows a placeholder; a failed load says so', async ({ browser, request }) => {
  const citizen = await createCitizen(request, { name: 'Kiran Devi' });
  const { context, page } = await sessionFor(browser, citizen.email, citizen.password);
  const created = await page.request.post('/api/document/create', {
    headers: { origin: new URL(page.url()).origin },
    multipart: {
      name: 'Signature card',
      photo: await makeImage(page, 'photo.jpg', 'image/jpeg'),
      signature: await makeImage(page, 'sign.png', 'image/png'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { _id: string } };

  // The photo's route fails: the viewer keeps its place with a placeholder.
  await page.route(
    (url) => url.pathname === `/api/document/${data._id}/photo`,
    (route) => route.fulfill({ status: 500, body: 'broken' }),
  );
  await page.goto(`/document-tester?id=${data._id}`);
  const viewer = page.getByTestId('locker-viewer');
  await expect(viewer.getByTestId('locker-photo').getByTestId('image-placeholder')).toBeVisible();
  await expect(viewer.getByTestId('locker-signature').getByRole('img')).toBeVisible();

  // The document itself cannot be fetched (network down): the original portal's message, after
  // retries.
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('locker.byId'),
    (route) => route.abort(),
  );
  await page.goto(`/document-tester?id=${data._id}`);
  // Three retries back off 1 + 2 + 4 s: the 30 s assertion wait covers them on a loaded machine.
  await expect(page.getByText('Failed to load document. Please try again later.')).toBeVisible();
  await context.close();
});

test('/document-tester needs a login', async ({ page }) => {
  await page.goto('/document-tester');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByText('Please log in to access this page')).toBeVisible();
});

test('the PAN form takes the photo and signature from My Documents, without uploading them again', async ({
  browser,
  request,
}) => {
  const citizen = await createCitizen(request, { name: 'Rekha Kumari' });
  const { context, page } = await sessionFor(browser, citizen.email, citizen.password);
  const origin = { origin: new URL(page.url()).origin };
  const created = await page.request.post('/api/document/create', {
    headers: origin,
    multipart: {
      name: 'ID photos',
      photo: await makeImage(page, 'photo.jpg', 'image/jpeg'),
      signature: await makeImage(page, 'sign.png', 'image/png', { width: 240, height: 80 }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const locker = ((await created.json()) as { data: { _id: string } }).data;

  await page.goto('/dashboard/services/pan-card');
  await field(page, 'Full Name').fill('Rekha Kumari');
  await field(page, 'Date of Birth').fill('1991-02-03');
  await field(page, "Father's Name").fill('Mohan Prasad');
  await field(page, 'Mobile Number').fill(IDENTITY.mobile);
  await field(page, 'Aadhar Number').fill(IDENTITY.aadhaar);
  await field(page, 'Block').fill('Goh');
  await page.getByRole('button', { name: 'Use from My Documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose from My Documents' });
  await dialog.getByRole('button', { name: 'Use ID photos' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('photo-from-locker')).toContainText('From My Documents: ID photos');
  await expect(page.getByTestId('signature-from-locker')).toBeVisible();
  await expect(fileInput(page, 'photo')).toHaveCount(0);
  await fileInput(page, 'aadharFile').setInputFiles(makePdf('aadhaar.pdf'));

  // No image was chosen as a file: only the locker document's id can carry them (else the server
  // answers 'Photo is required').
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    page.getByText('PAN Card application submitted successfully!').first(),
  ).toBeVisible();

  // The application holds the locker's images as its own.
  const [mine] = (await (await page.request.get('/api/services/my-services')).json()) as {
    _id: string;
  }[];
  const detail = (await (await page.request.get(`/api/admin/service/${mine?._id}`)).json()) as {
    specificService: { photoPath: string; signaturePath: string };
  };
  const { photoPath, signaturePath } = detail.specificService;
  const bytes = async (path: string | undefined) =>
    (await page.request.get(path ?? '/missing')).body();
  expect((await bytes(photoPath)).equals(await bytes(`/api/document/${locker._id}/photo`))).toBe(
    true,
  );
  expect(
    (await bytes(signaturePath)).equals(await bytes(`/api/document/${locker._id}/signature`)),
  ).toBe(true);
  await context.close();
});
