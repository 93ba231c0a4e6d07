import { type BrowserContext, expect, type Page } from '@playwright/test';
import { productSlugs } from '@seva/schemas/order-forms';
import englishAccount from '../src/messages/en/account-screens.ts';
import englishApplications from '../src/messages/en/application-screens.ts';
import hindiAccount from '../src/messages/hi/account-screens.ts';
import hindiApplications from '../src/messages/hi/application-screens.ts';
import hindiCommon from '../src/messages/hi/common-screens.ts';
import hindi from '../src/messages/hi/entry.ts';
import hindiOperator from '../src/messages/hi/operator-screens.ts';
import hindiPublic from '../src/messages/hi/public-pages.ts';
import { adminFor, PASSWORD, uniqueEmail } from './accounts.ts';
import { agreeToNotice, appRunning, createCitizen, field } from './fixtures.ts';
import { codeFromMail, mailText, mailTo } from './mail.ts';
import { apiLogin } from './operator.ts';
import { test } from './test.ts';

// Seva in Hindi on a phone (docs/product.md, Languages): the switch, the first paint, the screens, the server's
// answers, the e-mail, and the choice kept across a reload and a new login. Labels come from
// the Hindi catalogues, so the test follows the translators' words.

const DEVANAGARI = /[\u0900-\u097F]/;
const PHONE = { width: 360, height: 740 };
const ADMIN = adminFor('hindi.spec.ts');

test.use({ viewport: PHONE });

/** No sideways scrolling; on failure, names what sticks out. */
async function expectFits(page: Page, what: string) {
  const { scrollWidth, culprits } = await page.evaluate(() => {
    const limit = window.innerWidth;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  });
  expect(
    scrollWidth,
    `${what} is wider than the phone: ${culprits.join(', ')}`,
  ).toBeLessThanOrEqual(PHONE.width);
}

async function hindiContext(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL }]);
}

test('a citizen switches to Hindi on a phone, signs up, applies for RTPS and reads it in Hindi', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // One tap on the public top bar, with no menu to open first.
  await page.goto('/');
  await appRunning(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const switchButton = page.getByTestId('language-switch');
  await expect(switchButton).toBeInViewport();
  await switchButton.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByTestId('language-switch')).toHaveText('English');

  // The first paint is Hindi: the prerendered HTML as served, before any script runs.
  const served = await page.request.get('/');
  expect(served.headers()['content-language']).toBe('hi');
  const html = await served.text();
  expect(html).toContain('<html lang="hi"');
  expect(html).toContain(hindiPublic.home.description);

  // Drawn by a Devanagari face of the system's (Android's and Debian's Noto), no web font.
  // The switch reloads the page in the Hindi build: ask once the Hindi heading is there, and
  // again if React replaced the node between the two protocol calls.
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(DEVANAGARI);
  await appRunning(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  await expect(async () => {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'h1',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.map((font) => font.familyName).join(', ')).toMatch(/Devanagari/);
  }).toPass({ timeout: 30_000 });
  await cdp.detach();

  // Sign up in Hindi, with a name in Devanagari.
  const email = uniqueEmail('hindi');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: hindiAccount.signup.title })).toBeVisible();
  await expectFits(page, '/signup');
  await field(page, hindiAccount.fields.name).fill('रवि कुमार');
  await field(page, hindiAccount.fields.email).fill(email);
  await field(page, hindiAccount.fields.password).fill(PASSWORD);
  await field(page, hindiAccount.fields.confirmPassword).fill(PASSWORD);
  await agreeToNotice(page);
  const since = Date.now();
  await page.getByRole('button', { name: hindiAccount.signup.submit }).click();
  const signupResult = page.getByTestId('signup-result');
  await expect(signupResult).toContainText(DEVANAGARI);
  await expect(signupResult).not.toContainText('Signup successful');

  // The verification e-mail is Hindi and says so.
  const raw = await mailTo(email, since);
  expect(raw).toMatch(/^Content-Language: hi\b/im);
  expect(raw).toMatch(/charset="?utf-8/i);
  expect(mailText(raw)).toMatch(DEVANAGARI);
  const code = await codeFromMail(email, since);
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await field(page, hindiAccount.fields.code).fill(code);
  await page.getByRole('button', { name: hindiAccount.verify.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  await field(page, hindiAccount.fields.email).fill(email);
  await field(page, hindiAccount.fields.password).fill(PASSWORD);
  await page.getByRole('button', { name: hindiAccount.login.submit, exact: true }).click();
  await expect(page.getByText(hindiAccount.login.success)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/services$/);
  await expect(page.getByText(hindi.dashboard.welcome('रवि कुमार'))).toBeVisible();
  await expectFits(page, '/dashboard/services');

  // RTPS: the client's validation, the server's answer and the toast in Hindi.
  await page.goto('/dashboard/services/rtps');
  await expect(page.getByRole('heading', { name: hindiApplications.rtps.title })).toBeVisible();
  await page.getByRole('button', { name: hindiApplications.form.submitApplication }).click();
  const blockError = page.locator('.mantine-InputWrapper-error').first();
  await expect(blockError).toContainText(DEVANAGARI);
  await expect(page.getByText('Block is required')).toHaveCount(0);
  await field(page, hindiApplications.rtps.block).selectOption('GOH');
  await field(page, hindiApplications.rtps.registrationType).selectOption('BRCCO');
  await field(page, hindiApplications.rtps.registrationNumber).fill('R-2002');
  await expectFits(page, '/dashboard/services/rtps');
  // A first application: the privacy notice in Hindi, and its box (docs/decisions/061).
  await expect(page.getByTestId('consent-notice')).toContainText(DEVANAGARI);
  await agreeToNotice(page);
  await page.getByRole('button', { name: hindiApplications.form.submitApplication }).click();
  const reference = page.getByText(/SEVA-\d{4}-\d+/).first();
  await expect(reference).toBeVisible();
  await expect(page.getByText('RTPS application submitted successfully!')).toHaveCount(0);
  const toast = page.locator('.mantine-Notification-root').first();
  await expect(toast).toContainText(DEVANAGARI);

  // The detail page: Hindi headings and the status's Hindi name.
  await page.goto('/dashboard/services/rtps/list');
  await page.getByTestId('application-row').first().click();
  await page.waitForURL(/\/dashboard\/services\/rtps\/[^/]+$/);
  await expect(
    page.getByRole('heading', { name: hindiApplications.detail.titles.RTPS }),
  ).toBeVisible();
  await expect(page.getByText(hindiCommon.applications.status.pending).first()).toBeVisible();
  await expect(page.getByText(englishApplications.detail.noComments)).toHaveCount(0);
  await expect(page.getByText(hindiApplications.detail.noComments)).toBeVisible();
  await expectFits(page, 'the RTPS detail page');

  // A reload keeps Hindi.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(
    page.getByRole('heading', { name: hindiApplications.detail.titles.RTPS }),
  ).toBeVisible();

  // Another phone with no cookie and an English browser: the login brings the account's Hindi.
  const other = await browser.newContext({ viewport: PHONE, locale: 'en-IN' });
  const phone = await other.newPage();
  await phone.goto('/login');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await field(phone, englishAccount.fields.email).fill(email);
  await field(phone, englishAccount.fields.password).fill(PASSWORD);
  await phone.getByRole('button', { name: englishAccount.login.submit, exact: true }).click();
  await expect(phone).toHaveURL(/\/dashboard\/services$/);
  expect((await other.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('hi');
  // No reload by hand: the login itself opens the account's language.
  await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(phone.getByText(hindi.dashboard.welcome('रवि कुमार'))).toBeVisible();
  await other.close();
  expect(baseURL).toBeTruthy();
});

test('the server answers a REST client in the language it asks for', async ({ request }) => {
  const english = await request.post('/api/auth/login', {
    data: { email: 'not-an-email', password: 'x' },
  });
  const hindiAnswer = await request.post('/api/auth/login', {
    data: { email: 'not-an-email', password: 'x' },
    headers: { 'Accept-Language': 'hi-IN,hi;q=0.9' },
  });
  expect(english.status()).toBe(hindiAnswer.status());
  expect(english.status()).toBeGreaterThanOrEqual(400);
  expect(english.status()).toBeLessThan(500);
  expect((await english.json()).message).not.toMatch(DEVANAGARI);
  expect((await hindiAnswer.json()).message).toMatch(DEVANAGARI);
  expect(hindiAnswer.headers()['content-language']).toBe('hi');
});

test('every public page and the citizen screens fit a 360 px phone in Hindi', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: PHONE });
  await hindiContext(context, baseURL ?? '');
  const page = await context.newPage();
  const publicPaths = [
    '/',
    '/services',
    '/apply/pan-card',
    '/apply/itr',
    '/login',
    '/signup',
    '/forgot-password',
    '/track',
    ...productSlugs.map((slug) => `/services/${slug}`),
    ...['how-it-works', 'about', 'contact', 'privacy', 'terms', 'cookies', 'refunds'].map(
      (slug) => `/${slug}`,
    ),
  ];
  for (const path of publicPaths) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toContainText(DEVANAGARI);
    await appRunning(page);
    await expectFits(page, path);
  }

  // Signed up in Hindi, so the account's language is Hindi and the login keeps it.
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'Accept-Language': 'hi' },
  });
  const citizen = await createCitizen(request, { name: 'सुनीता देवी' });
  await request.dispose();
  await page.goto('/login');
  await field(page, hindiAccount.fields.email).fill(citizen.email);
  await field(page, hindiAccount.fields.password).fill(citizen.password);
  await page.getByRole('button', { name: hindiAccount.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/services$/);
  for (const path of [
    '/dashboard/services',
    '/dashboard/profile',
    '/dashboard/services/pan-card',
    '/dashboard/services/rtps',
    '/dashboard/services/job-card',
    '/dashboard/services/itr',
    '/dashboard/services/pan-card/list',
    '/dashboard/orders',
    '/document-tester',
  ]) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('main'), path).toContainText(DEVANAGARI);
    await expectFits(page, path);
  }
  await context.close();
});

/** The account's language as the server keeps it. */
async function savedLanguage(page: Page) {
  const me = await page.request.get('/api/auth/me');
  expect(me.ok(), await me.text()).toBe(true);
  return (await me.json()).user?.language;
}

/** One tap on the layout's switch: the page loads anew in the other language. */
async function switchLanguage(page: Page, to: 'en' | 'hi') {
  const switchButton = page.getByTestId('language-switch');
  await expect(switchButton).toBeInViewport();
  await switchButton.click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await expect(page.getByTestId('language-switch')).toHaveText(to === 'hi' ? 'English' : 'हिन्दी');
}

test("the switch in the citizen's dashboard and in the operator layout saves the account's language, and the operator screens fit a phone in Hindi", async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(240_000);
  // A citizen who signed up in English switches inside the dashboard, on a phone.
  const request = await playwright.request.newContext({ baseURL });
  const citizen = await createCitizen(request, { name: 'अनीता कुमारी' });
  await request.dispose();
  const citizenContext = await browser.newContext({ viewport: PHONE, locale: 'en-IN' });
  const phone = await citizenContext.newPage();
  await apiLogin(phone, citizen.email, citizen.password);
  expect(await savedLanguage(phone)).toBe('en');
  await phone.goto('/dashboard/services');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await switchLanguage(phone, 'hi');
  await expect(phone).toHaveURL(/\/dashboard\/services$/);
  await expect(phone.getByText(hindi.dashboard.welcome('अनीता कुमारी'))).toBeVisible();
  expect(await savedLanguage(phone)).toBe('hi');
  await citizenContext.close();

  // The operator switches inside the operator layout, on a phone.
  const operatorContext = await browser.newContext({ viewport: PHONE, locale: 'en-IN' });
  const page = await operatorContext.newPage();
  await apiLogin(page, ADMIN.email, ADMIN.password);
  const english = await page.request.put('/api/auth/language', {
    data: { language: 'en' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(english.ok(), await english.text()).toBe(true);
  await page.goto('/admin-dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await switchLanguage(page, 'hi');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  expect(await savedLanguage(page)).toBe('hi');

  // Every operator screen in Hindi at 360 px, without sideways scrolling.
  for (const path of [
    '/admin-dashboard',
    '/admin-dashboard/counter',
    '/admin-dashboard/register',
    '/admin-dashboard/users',
    '/admin-dashboard/settings',
  ]) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('main'), path).toContainText(DEVANAGARI);
    await page.waitForLoadState('networkidle');
    await expectFits(page, path);
  }
  // Settings with its Hindi catalogue fields open.
  await page.goto('/admin-dashboard/settings');
  const product = page.getByRole('row').filter({ has: page.getByTestId('product-price') });
  await product.first().getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(field(page, hindiOperator.settings.titleHi)).toBeVisible();
  await expectFits(page, 'the product editor');
  await operatorContext.close();

  // The invitation's page, signed out, in Hindi.
  const visitor = await browser.newContext({ viewport: PHONE });
  await hindiContext(visitor, baseURL ?? '');
  const invited = await visitor.newPage();
  await invited.goto('/set-password#token=not-a-real-token');
  await expect(invited.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(invited.getByRole('heading', { level: 1 }).first()).toContainText(DEVANAGARI);
  await appRunning(invited);
  await expectFits(invited, '/set-password');
  await visitor.close();
});
