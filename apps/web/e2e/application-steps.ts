import { expect, type Page } from '@playwright/test';
import { type FilePayload, IDENTITY, makeImage, makePdf } from './application-files.ts';
import { field } from './fixtures.ts';

/** The file input of a FileField, by its form field name. */
export const fileInput = (page: Page, name: string) =>
  page.locator(`input[type="file"][name="${name}"]`);

export interface PanFiles {
  photo: FilePayload;
  signature: FilePayload;
  aadharFile: FilePayload;
}

export async function panFiles(page: Page): Promise<PanFiles> {
  return {
    photo: await makeImage(page, 'photo.jpg', 'image/jpeg'),
    signature: await makeImage(page, 'signature.png', 'image/png', { width: 240, height: 80 }),
    aadharFile: makePdf('aadhaar.pdf'),
  };
}

export async function fillPanForm(page: Page, files: PanFiles, name = 'Sunita Kumari') {
  await field(page, 'Full Name').fill(name);
  await field(page, 'Date of Birth').fill('1990-04-15');
  await field(page, "Father's Name").fill('Ramesh Prasad');
  await field(page, 'Mobile Number').fill(IDENTITY.mobile);
  await field(page, 'Aadhar Number').fill(IDENTITY.aadhaar);
  await field(page, 'Block').fill('Konch');
  await fileInput(page, 'photo').setInputFiles(files.photo);
  await fileInput(page, 'signature').setInputFiles(files.signature);
  await fileInput(page, 'aadharFile').setInputFiles(files.aadharFile);
}

export async function fillRtpsForm(page: Page, number = 'R-1001') {
  await field(page, 'Block').selectOption('GOH');
  await field(page, 'Registration Type').selectOption('BRCCO');
  await field(page, 'Registration Number').fill(number);
}

export async function fillJobCardForm(page: Page) {
  await field(page, 'Name').fill('Mohan Lal');
  await field(page, "Father's/Husband's Name").fill('Shyam Lal');
  await fileInput(page, 'aadharFile').setInputFiles(
    await makeImage(page, 'aadhaar-front.png', 'image/png'),
  );
  await fileInput(page, 'passbookFile').setInputFiles(makePdf('passbook.pdf'));
}

export async function fillItrForm(page: Page) {
  await field(page, 'Aadhar Card Number').fill(IDENTITY.otherAadhaar);
  await field(page, 'PAN Card Number').fill(IDENTITY.pan);
  await field(page, 'Bank Account Number').fill(IDENTITY.account);
  await field(page, 'IFSC Code').fill(IDENTITY.ifsc);
  await fileInput(page, 'aadharFile').setInputFiles(makePdf('itr-aadhaar.pdf'));
  await fileInput(page, 'panCardFile').setInputFiles(
    await makeImage(page, 'pan.jpg', 'image/jpeg'),
  );
  await fileInput(page, 'passbookFile').setInputFiles(makePdf('itr-passbook.pdf'));
}

/**
 * Submits the open form and waits for the success message with the reference number, seen
 * while the form is still locked, then for the move to My Services 2 s later. Both are checked
 * inside the page on every frame, not by round trips, so a slow machine cannot miss the two
 * seconds in between; and the caller's next navigation never races that move. Returns the
 * reference number the page showed.
 */
export async function submitApplication(page: Page, success: string): Promise<string> {
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const shown = await page.waitForFunction(
    (text) => {
      const button = [...document.querySelectorAll('button')].find((candidate) =>
        candidate.textContent?.includes('Submit Application'),
      );
      // biome-ignore lint/performance/useDomNodeTextContent: only what is shown counts.
      const body = document.body.innerText;
      const reference = /Reference number: (SEVA-\d{4}-\d+)/.exec(body)?.[1];
      return body.includes(text) && button?.disabled ? reference : undefined;
    },
    success,
    { polling: 'raf' },
  );
  const reference = await shown.jsonValue();
  await page.waitForURL(/\/dashboard\/services$/);
  return reference ?? '';
}

export type ApplicationType = 'PanCard' | 'RTPS' | 'JobCard' | 'ITR';

export interface AppliedService {
  _id: string;
  referenceNumber: string;
  /** Printed on the acknowledgement slip; opens the public tracking page. */
  trackingCode: string;
}

/**
 * Applies through the REST API as the signed-in page (its cookie, same origin): quicker than
 * the forms when a test is about what comes after. `label` names the application in lists.
 */
export async function applyByApi(
  page: Page,
  serviceType: ApplicationType,
  label = 'Sunita Kumari',
): Promise<AppliedService> {
  const headers = { origin: new URL(page.url()).origin };
  const uploads: Record<Exclude<ApplicationType, 'RTPS'>, [string, () => Promise<object>]> = {
    PanCard: [
      '/api/services/apply/pan-card',
      async () => ({
        fullName: label,
        dateOfBirth: '1990-04-15',
        fatherName: 'Ramesh Prasad',
        mobileNumber: IDENTITY.mobile,
        aadharNumber: IDENTITY.aadhaar,
        address: 'Konch',
        ...(await panFiles(page)),
      }),
    ],
    JobCard: [
      '/api/services/apply/job-card',
      async () => ({
        name: label,
        fatherHusbandName: 'Shyam Lal',
        aadharFile: await makeImage(page, 'aadhaar-front.png', 'image/png'),
        passbookFile: makePdf('passbook.pdf'),
      }),
    ],
    ITR: [
      '/api/services/apply/itr',
      async () => ({
        aadharCardNo: IDENTITY.otherAadhaar,
        panCardNo: IDENTITY.pan,
        accountNo: IDENTITY.account,
        ifscCode: IDENTITY.ifsc,
        aadharFile: makePdf('itr-aadhaar.pdf'),
        panCardFile: await makeImage(page, 'pan.jpg', 'image/jpeg'),
        passbookFile: makePdf('itr-passbook.pdf'),
      }),
    ],
  };
  const response =
    serviceType === 'RTPS'
      ? await page.request.post('/api/services/apply/rtps', {
          headers,
          data: { block: 'GOH', registrationType: 'BRCCO', registrationNumber: label },
        })
      : await page.request.post(uploads[serviceType][0], {
          headers,
          multipart: (await uploads[serviceType][1]()) as never,
        });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { service: AppliedService }).service;
}
