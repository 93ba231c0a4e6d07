import { expect, type Page } from '@playwright/test';
import { productSlugs } from '@seva/schemas/order-forms';
import { adminFor } from './accounts.ts';
import { appRunning, createCitizen, field, submitLogin } from './fixtures.ts';
import { apiLogin } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('public.spec.ts');

const firstCard = (page: Page) => page.getByTestId('carousel-card').first().getByRole('heading');

/**
 * Opens / on a paused fake clock: the carousel's timer moves only when the
 * test moves the clock, so a busy machine cannot advance it between two assertions.
 */
async function homeOnPausedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-01-05T10:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-01-05T10:00:01+05:30'));
  await page.goto('/');
  await runClockUntilAppRuns(page);
}

/** The boot script waits for a frame and a timeout: move the clock until the app runs. */
async function runClockUntilAppRuns(page: Page) {
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(page.locator('#root [inert]')).toHaveCount(0, { timeout: 250 });
  }).toPass({ timeout: 30_000 });
}

test('a visitor browses home: the carousel moves on its own and with previous / next', async ({
  page,
}) => {
  await homeOnPausedClock(page);
  await expect(page).toHaveTitle('Seva — your local service centre, online');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Government services and printing, from your phone',
  );
  // Three cards at a time on a desktop.
  await expect(page.getByTestId('carousel-card')).toHaveCount(3);
  await expect(firstCard(page)).toHaveText('Aadhar Card');
  // Advances one every 3 s, without a click.
  await page.clock.runFor(3100);
  await expect(firstCard(page)).toHaveText('Voter Card');
  await page.getByRole('button', { name: 'Next services' }).click();
  await expect(firstCard(page)).toHaveText('E Share Card');
  await page.getByRole('button', { name: 'Previous services' }).click();
  await expect(firstCard(page)).toHaveText('Voter Card');
  // Wraps round: back from the first card is the last product.
  await page.goto('/');
  await runClockUntilAppRuns(page);
  await page.getByRole('button', { name: 'Previous services' }).click();
  await expect(firstCard(page)).toHaveText('Laminated Pouch Aadhar Card');
  // The footer's information and policy pages.
  const footer = page.getByRole('navigation', { name: 'Site links' });
  for (const name of [
    'How It Works',
    'About Us',
    'Contact',
    'Privacy Policy',
    'Terms of Service',
    'Cookies Policy',
    'Refund Policy',
  ]) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await footer.getByRole('link', { name: 'Refund Policy' }).click();
  await expect(page).toHaveURL('/refunds');
  await expect(page.getByRole('heading', { name: 'Refund Policy', level: 1 })).toBeVisible();
  await expect(page.getByText('Last updated: April 7, 2025')).toBeVisible();
  await expect(page.getByText('Approved refunds take 7-10 business days')).toBeVisible();
  await expect(page).toHaveTitle('Refund Policy | Seva');
});

test('the carousel stays still for a user who prefers reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(firstCard(page)).toHaveText('Aadhar Card');
  await page.waitForTimeout(4000);
  await expect(firstCard(page)).toHaveText('Aadhar Card');
  await page.getByRole('button', { name: 'Next services' }).click();
  await expect(firstCard(page)).toHaveText('Voter Card');
  await context.close();
});

test('services lists every product with its price; a product page has its form; variants redirect', async ({
  page,
}) => {
  await page.goto('/services');
  await expect(page).toHaveTitle('Services | Seva');
  await expect(page.getByTestId('product-card')).toHaveCount(9);
  // One PAN offer (docs/product.md, Orders and the catalogue): no 'Pan Card' product beside the PAN application, which
  // shows its one fee.
  await expect(page.getByRole('heading', { name: 'Pan Card', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('apply-link').first()).toHaveText('Apply for a PAN Card · ₹157');
  const a4 = page.getByTestId('product-card').filter({ hasText: 'Computer Paper A4 Size' });
  await expect(a4).toContainText('₹15');
  await expect(a4).toContainText('per packet');
  await a4.getByRole('link', { name: /Order/ }).click();
  await expect(page).toHaveURL('/services/a4-paper');
  await expect(page).toHaveTitle('Computer Paper A4 Size | Seva');
  await expect(page.getByTestId('product-price')).toHaveText('₹15 per packet');
  for (const label of ['Full Name', 'Mobile Number', 'Quantity']) {
    await expect(field(page, label)).toBeVisible();
  }
  // Pickup at the counter unless delivery is chosen; only delivery asks the address.
  await expect(page.getByRole('radio', { name: 'Collect at the centre' })).toBeChecked();
  await expect(field(page, 'Address')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Deliver to my address' }).check();
  for (const label of ['Address', 'City', 'State', 'Pincode']) {
    await expect(field(page, label)).toBeVisible();
  }
  // Client checks give the server's messages.
  await field(page, 'Quantity').fill('0');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText('Full Name is required')).toBeVisible();

  await page.goto('/services/voter-card');
  await expect(page).toHaveURL('/services/voter-id');
  await expect(page.getByRole('heading', { name: 'Voter Card', level: 1 })).toBeVisible();
  await expect(field(page, 'Voter ID Number')).toBeVisible();
  await page.goto('/services/no-such-thing');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('each public page has its own title and description in the served HTML', async ({
  request,
}) => {
  const pages: [string, string][] = [
    ['/', 'Seva — your local service centre, online'],
    ['/services', 'Services | Seva'],
    ['/services/a4-paper', 'Computer Paper A4 Size | Seva'],
    ['/apply/pan-card', 'Apply for a PAN Card | Seva'],
    ['/apply/rtps', 'Apply for an RTPS Certificate | Seva'],
    ['/apply/job-card', 'Apply for a MGNREGA Job Card | Seva'],
    ['/apply/itr', 'File your Income Tax Return | Seva'],
    ['/how-it-works', 'How It Works | Seva'],
    ['/about', 'About Us | Seva'],
    ['/contact', 'Contact Us | Seva'],
    ['/privacy', 'Privacy Policy | Seva'],
    ['/terms', 'Terms of Service | Seva'],
    ['/cookies', 'Cookies Policy | Seva'],
    ['/refunds', 'Refund Policy | Seva'],
  ];
  for (const [path, title] of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html, path).toMatch(/<meta name="description" content="[^"%]{40,}" \/>/);
    expect(html, path).not.toContain('%%seva');
  }
  const about = await (await request.get('/about')).text();
  expect(about).toContain('Users receive a softcopy of the processed documents on their dashboard');
  const a4 = await (await request.get('/services/a4-paper')).text();
  expect(a4).toContain('₹15');
});

test('a visitor sends a contact message; an admin finds it in the inbox', async ({
  page,
  browser,
}) => {
  const text = `Is the centre open on Sunday? ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await field(page, 'Name').fill('Meena Devi');
  await field(page, 'Email').fill('meena@example.test');
  await field(page, 'Message').fill(text);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible();

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await apiLogin(adminPage, ADMIN.email, ADMIN.password);
  const inbox = await adminPage.request.get('/api/admin/messages?limit=100');
  expect(inbox.ok(), await inbox.text()).toBe(true);
  const { data } = (await inbox.json()) as {
    data: { name: string; email: string; message: string }[];
  };
  expect(data.find((message) => message.message === text)).toMatchObject({
    name: 'Meena Devi',
    email: 'meena@example.test',
  });
  await admin.close();
});

test('signed out Buy Now goes to login and back with what was typed kept', async ({
  page,
  request,
}) => {
  const citizen = await createCitizen(request, { name: 'Ramesh Yadav' });
  await page.goto('/services/a4-paper');
  await expect(page.getByText('You will be asked to log in first')).toBeVisible();
  await field(page, 'Full Name').fill('Ramesh Yadav');
  await field(page, 'Mobile Number').fill('9876543210');
  await field(page, 'Quantity').fill('3');
  await expect(page.getByTestId('order-total')).toHaveText('Total: ₹45');
  await page.getByRole('radio', { name: 'Deliver to my address' }).check();
  await field(page, 'Address').fill('Ward 4, Main Road');
  await field(page, 'City').fill('Goh');
  await field(page, 'State').fill('Bihar');
  await field(page, 'Pincode').fill('824203');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fservices%2Fa4-paper$/);
  await submitLogin(page, citizen);
  await expect(page).toHaveURL('/services/a4-paper');
  await expect(field(page, 'Full Name')).toHaveValue('Ramesh Yadav');
  await expect(field(page, 'Mobile Number')).toHaveValue('9876543210');
  await expect(field(page, 'Quantity')).toHaveValue('3');
  await expect(field(page, 'Pincode')).toHaveValue('824203');
  await expect(page.getByText('You will be asked to log in first')).toBeHidden();
  // Signed in now: the order is placed and its page opens.
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[^/]+$/);
  await expect(page.getByTestId('order-placed')).toBeVisible();
  await expect(page.getByText(/SEVA-\d{4}-\d{6}/).first()).toBeVisible();
});

test('a product with a file field says files cannot survive the login; the PAN card leads to its application', async ({
  page,
}) => {
  await page.goto('/services/pan-card-pvc');
  await expect(page.getByText('Files cannot be kept while you log in')).toBeVisible();
  // The old Pan Card product page leads to the application and its one price.
  await page.goto('/services/pan-card');
  await expect(page).toHaveURL('/apply/pan-card');
  await expect(page.getByTestId('apply-price')).toContainText('₹157');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fservices%2Fpan-card$/);
});

test('each application has a public page: what it needs, its fee and usual time; the form repeats the list', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const answer = await request.get('/api/catalogue/services');
  expect(answer.status()).toBe(200);
  const catalogue: Array<{ slug: string; price: number; days: number }> = (await answer.json())
    .data;
  const kinds: Array<[string, string, number]> = [
    ['pan-card', 'Apply for a PAN Card', 5],
    ['rtps', 'Apply for an RTPS Certificate', 4],
    ['job-card', 'Apply for a MGNREGA Job Card', 3],
    ['itr', 'File your Income Tax Return', 4],
  ];
  for (const [kind, title, needs] of kinds) {
    await page.goto('/services');
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/apply/${kind}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('service-needs').getByRole('listitem')).toHaveCount(needs);
    const service = catalogue.find((entry) => entry.slug === `apply-${kind}`);
    if (!service) throw new Error(`apply-${kind} is not in the catalogue`);
    await expect(page.getByTestId('apply-price')).toContainText(
      `₹${service.price.toLocaleString('en-IN')}`,
    );
    await expect(page.getByTestId('apply-days')).toHaveText(
      service.days === 1
        ? 'Usually ready in 1 working day'
        : `Usually ready in ${service.days} working days`,
    );
  }
  // Another word is not an application.
  await page.goto('/apply/passport');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

  // Signed in, the RTPS form starts with the same list.
  const citizen = await createCitizen(request);
  await page.goto('/apply/rtps');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fservices%2Frtps$/);
  await submitLogin(page, citizen);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/services/rtps');
  const listed = page.getByTestId('service-needs');
  await expect(listed.getByRole('heading', { name: 'What you need' })).toBeVisible();
  await expect(listed.getByRole('listitem')).toHaveCount(4);
  await expect(listed).toContainText('BICCO/2026/12345');
});

test('pressing next restarts the carousel timer', async ({ page }) => {
  await homeOnPausedClock(page);
  await expect(firstCard(page)).toHaveText('Aadhar Card');
  await page.clock.runFor(2500);
  await expect(firstCard(page)).toHaveText('Aadhar Card');
  await page.getByRole('button', { name: 'Next services' }).click();
  await expect(firstCard(page)).toHaveText('Voter Card');
  // 4.5 s after the start the old timer would have moved it on; the restarted one has not.
  await page.clock.runFor(2000);
  await expect(firstCard(page)).toHaveText('Voter Card');
  // 3 s after the click it moves.
  await page.clock.runFor(1100);
  await expect(firstCard(page)).toHaveText('E Share Card');
  // Keyboard focus inside the carousel holds it still (a click above did not).
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('carousel-card').first().getByRole('link')).toBeFocused();
  await page.clock.runFor(4000);
  await expect(firstCard(page)).toHaveText('E Share Card');
});

test('every public page fits a 360 px phone without sideways scrolling', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const paths = [
    '/',
    '/services',
    '/apply/pan-card',
    '/apply/rtps',
    '/apply/job-card',
    '/apply/itr',
    '/track',
    ...productSlugs.map((slug) => `/services/${slug}`),
    ...['how-it-works', 'about', 'contact', 'privacy', 'terms', 'cookies', 'refunds'].map(
      (slug) => `/${slug}`,
    ),
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await appRunning(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(360);
    // The navigation is behind the burger at this width.
    await expect(page.getByRole('button', { name: /navigation/i }), path).toBeVisible();
  }
  await context.close();
});
