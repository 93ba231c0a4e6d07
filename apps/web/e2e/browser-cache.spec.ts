import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { IDENTITY } from './application-files.ts';
import { applyByApi } from './application-steps.ts';
import { createCitizen, logIn } from './fixtures.ts';
import { test } from './test.ts';

const ADMIN = adminFor('browser-cache.spec.ts');

// A shared cafe computer must not keep anyone's identity numbers after logout: every API answer
// says no-store and logout clears the cache (docs/decisions/017-no-identity-data-in-browser-caches.md).
// A persistent profile puts Chromium's disk cache in a folder this test can read.

const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

/** Which files of the profile hold `needle`, as UTF-8 (plain or in JSON) or as UTF-16. */
function profileFilesWith(profile: string, needle: string): string[] {
  const forms = [Buffer.from(needle, 'utf8'), Buffer.from(needle, 'utf16le')];
  return filesUnder(profile).filter((file) => {
    if (statSync(file).size === 0) return false;
    const bytes = readFileSync(file);
    return forms.some((form) => bytes.includes(form));
  });
}

async function logOutThroughMenu(page: Page) {
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

const NUMBERS = {
  aadhaar: IDENTITY.aadhaar,
  itrAadhaar: IDENTITY.otherAadhaar,
  pan: IDENTITY.pan,
  account: IDENTITY.account,
};

test('no identity number stays in the browser’s profile after the detail pages and logout', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const profile = mkdtempSync(join(tmpdir(), 'seva-chromium-profile-'));
  try {
    const context = await chromium.launchPersistentContext(profile, {
      baseURL,
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: launchArgs,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const citizen = await createCitizen(request, { name: 'Cache Citizen' });

    // The citizen files a PAN card and an ITR application and opens both detail pages.
    await logIn(page, citizen);
    const pan = await applyByApi(page, 'PanCard', 'Cache Citizen');
    const itr = await applyByApi(page, 'ITR');
    await page.goto(`/dashboard/services/pan/${pan._id}`);
    await expect(page.getByTestId('detail-aadhaar')).toHaveText(NUMBERS.aadhaar);
    await page.goto(`/dashboard/services/itr/${itr._id}`);
    await expect(page.getByTestId('detail-aadhaar')).toHaveText(NUMBERS.itrAadhaar);
    // The numbers did reach the page: an empty scan below is not for want of data.
    await expect(page.getByText(NUMBERS.pan, { exact: true })).toBeVisible();
    await expect(page.getByText(NUMBERS.account, { exact: true })).toBeVisible();
    const assetPath = await page
      .locator('script[type="module"][src^="/assets/"]')
      .first()
      .getAttribute('src');
    await logOutThroughMenu(page);

    // The operator, on the same computer, opens the same pages.
    await logIn(page, ADMIN);
    await page.goto(`/admin-dashboard/service/pan/${pan._id}`);
    await expect(page.getByTestId('field-aadharNumber')).toHaveText(NUMBERS.aadhaar);
    await page.goto(`/admin-dashboard/service/itr/${itr._id}`);
    await expect(page.getByTestId('field-aadharCardNo')).toHaveText(NUMBERS.itrAadhaar);
    await expect(page.getByTestId('field-accountNo')).toHaveText(NUMBERS.account);
    await logOutThroughMenu(page);
    await context.close();

    // The scan can see what Chromium cached: the app's hashed script is in the disk cache.
    expect(assetPath).toBeTruthy();
    expect(
      profileFilesWith(profile, String(assetPath)).length,
      'the disk cache should hold the app script, or this scan proves nothing',
    ).toBeGreaterThan(0);
    for (const [what, number] of Object.entries(NUMBERS)) {
      expect(profileFilesWith(profile, number), `${what} found in the profile`).toEqual([]);
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
