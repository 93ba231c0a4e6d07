import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { adminFor } from './accounts.ts';
import { type AppliedService, applyByApi } from './application-steps.ts';
import { appRunning, createCitizen, logIn } from './fixtures.ts';
import { apiLogin } from './operator.ts';
import { test } from './test.ts';

/**
 * axe-core on every screen we can reach (docs/decisions/069): public, citizen and operator, at
 * 360 px and 1280 px, light and dark, empty, after a failed submit and with a dialog open. Fails
 * on any serious or critical violation of WCAG 2.0/2.1/2.2 A and AA, and prints each one with
 * the elements it was found on. Each test collects every screen's findings before it fails, so
 * one run shows them all.
 */

const ADMIN = adminFor('accessibility.spec.ts');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [360, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

interface Screen {
  name: string;
  path: string;
  /** Brings the screen into the state to check, after it has loaded (a failed submit, a dialog). */
  prepare?: (page: Page) => Promise<void>;
}

/** What axe found at serious or critical impact, one line per rule and element. */
async function seriousViolations(page: Page): Promise<string[]> {
  await still(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(' ')} ${
            node.failureSummary?.replace(/\s+/g, ' ') ?? ''
          }`,
      ),
    );
}

/**
 * Nothing is moving: no finite CSS animation or transition runs across two frames. axe reads
 * colours as drawn, so a dialog caught mid fade-in reports a contrast the reader never sees
 * (CI at stop 29: white at 90 % opacity on the button, 4.21:1). Endless ones (a spinner) are
 * not waited for.
 */
async function still(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
          ).length;
      }),
    )
    .toBe(0);
}

/** The screen has drawn: its one H1 shows and nothing says 'Loading...'. */
async function settled(page: Page) {
  await expect(page.locator('h1:visible').first()).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await appRunning(page);
}

/** Checks each screen at both widths in both schemes; returns every finding, labelled. */
async function audit(page: Page, screens: Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of SCHEMES) {
    // The app reads the reader's choice from localStorage `theme` before it draws.
    await page.evaluate((value: Scheme) => localStorage.setItem('theme', value), scheme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
      for (const screen of screens) {
        await page.goto(screen.path);
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        if (screen.prepare) await screen.prepare(page);
        for (const line of await seriousViolations(page)) {
          found.push(`[${screen.name} · ${width}px · ${scheme}] ${line}`);
        }
      }
    }
  }
  return found;
}

function report(found: string[]) {
  if (found.length > 0) console.log(`axe found:\n${found.join('\n')}`);
  expect(found, found.join('\n')).toEqual([]);
}

/** A fresh browser context (axe-core/playwright wants pages from browser.newContext()). */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Submits with the form left empty and waits for its errors and the moved focus. */
async function failedSubmit(page: Page, button: Locator) {
  await button.click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
    .toBe('true');
}

test.describe.configure({ timeout: 900_000 });

test('public pages, login and signup have no serious or critical axe violations', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await page.goto('/');
  const found = await audit(page, [
    { name: 'home', path: '/' },
    { name: 'services', path: '/services' },
    { name: 'product', path: '/services/a4-paper' },
    { name: 'apply PAN (public)', path: '/apply/pan-card' },
    { name: 'apply RTPS (public)', path: '/apply/rtps' },
    { name: 'about', path: '/about' },
    { name: 'refunds', path: '/refunds' },
    { name: 'track', path: '/track' },
    { name: 'not found', path: '/no-such-page' },
    { name: 'login', path: '/login' },
    {
      name: 'login, failed submit',
      path: '/login',
      prepare: (p) => failedSubmit(p, p.getByRole('button', { name: 'Login', exact: true })),
    },
    { name: 'signup', path: '/signup' },
    {
      name: 'signup, failed submit',
      path: '/signup',
      prepare: (p) => failedSubmit(p, p.getByRole('button', { name: 'Sign Up', exact: true })),
    },
    { name: 'forgot password', path: '/forgot-password' },
    { name: 'login with mobile number', path: '/login/mobile' },
    {
      name: 'login with mobile number, failed submit',
      path: '/login/mobile',
      prepare: (p) =>
        failedSubmit(p, p.getByRole('button', { name: 'Send code by SMS', exact: true })),
    },
    {
      name: 'login with mobile number, password',
      path: '/login/mobile?method=password',
    },
    { name: 'set a password by SMS', path: '/login/mobile/set-password' },
  ]);
  report(found);
});

test('citizen screens have no serious or critical axe violations', async ({ browser }) => {
  const page = await newPage(browser);
  const citizen = await createCitizen(page.request);
  await logIn(page, citizen);
  await page.waitForURL(/\/dashboard/);
  const applied: AppliedService = await applyByApi(page, 'PanCard', 'Sunita Kumari');
  const found = await audit(page, [
    { name: 'my services', path: '/dashboard/services' },
    { name: 'profile', path: '/dashboard/profile' },
    {
      name: 'profile, change password dialog',
      path: '/dashboard/profile',
      prepare: async (p) => {
        await p.getByRole('button', { name: 'Change Password' }).click();
        await expect(p.getByRole('dialog')).toBeVisible();
        // Visible counts from the first frame; the fade-in has ended when it is opaque.
        await expect(p.getByRole('dialog')).toHaveCSS('opacity', '1');
      },
    },
    { name: 'PAN form', path: '/dashboard/services/pan-card' },
    {
      name: 'PAN form, failed submit',
      path: '/dashboard/services/pan-card',
      prepare: (p) => failedSubmit(p, p.getByRole('button', { name: 'Submit Application' })),
    },
    { name: 'PAN list', path: '/dashboard/services/pan-card/list' },
    { name: 'PAN detail', path: `/dashboard/services/pan/${applied._id}` },
    { name: 'RTPS form', path: '/dashboard/services/rtps' },
    { name: 'my orders', path: '/dashboard/orders' },
    { name: 'my documents', path: '/document-tester' },
  ]);
  report(found);
});

test('operator screens have no serious or critical axe violations', async ({ browser }) => {
  // An application for the queue and the detail page, made by a citizen in its own context.
  const citizenPage = await newPage(browser);
  const citizen = await createCitizen(citizenPage.request);
  await apiLogin(citizenPage, citizen.email, citizen.password);
  await citizenPage.goto('/dashboard/services');
  const applied = await applyByApi(citizenPage, 'PanCard', 'Sunita Kumari');
  await citizenPage.context().close();

  const page = await newPage(browser);
  await apiLogin(page, ADMIN.email, ADMIN.password);
  const found = await audit(page, [
    { name: 'overview', path: '/admin-dashboard' },
    { name: 'queue', path: '/admin-dashboard/services' },
    { name: 'PAN queue', path: '/admin-dashboard/services/pan' },
    { name: 'application detail', path: `/admin-dashboard/service/pan/${applied._id}` },
    { name: 'orders', path: '/admin-dashboard/orders' },
    { name: 'inbox', path: '/admin-dashboard/inbox' },
    { name: 'counter', path: '/admin-dashboard/counter' },
    { name: 'day register', path: '/admin-dashboard/register' },
    { name: 'users', path: '/admin-dashboard/users' },
    { name: 'settings', path: '/admin-dashboard/settings' },
  ]);
  report(found);
});

test('keyboard only: skip link, sidebar group, failed submit and carousel pause', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The first Tab reaches the skip link; Enter puts the focus in the main landmark.
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await page.goto('/login');
  await settled(page);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  // The carousel's pause button, by keyboard: it stops and says 'Play carousel'. The home page
  // is prerendered: wait until the app has taken it over before pressing keys.
  await page.goto('/', { waitUntil: 'networkidle' });
  await settled(page);
  const pause = page.getByRole('button', { name: 'Pause carousel' });
  await expect(pause).toBeEnabled();
  for (
    let presses = 0;
    presses < 60 && !(await pause.evaluate((e) => e === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(pause).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Play carousel' })).toBeFocused();

  // Login: a failed submit by Enter moves the focus to the first invalid field, marked invalid
  // and described by its error, clear of the top of the window.
  await page.goto('/login');
  await settled(page);
  await expect(page).toHaveTitle('Welcome Back — Seva');
  const email = page.getByLabel(/^Email/);
  await email.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
  expect(describedBy).not.toBe('');
  expect(await email.evaluate((e) => getComputedStyle(e).outlineStyle)).not.toBe('none');

  // Citizen dashboard: skip link, then a sidebar group is a button with aria-expanded.
  const citizen = await createCitizen(page.request);
  await logIn(page, citizen);
  await page.waitForURL(/\/dashboard/);
  await page.goto('/dashboard/services');
  await settled(page);
  await expect(page).toHaveTitle('My Services — Seva');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Services');
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  const group = page
    .getByRole('navigation', { name: 'Dashboard navigation' })
    .getByRole('button', { name: 'PAN Card' });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  // From the top of a fresh page, Tab by Tab through the header into the sidebar.
  await page.goto('/dashboard/services');
  await settled(page);
  for (
    let presses = 0;
    presses < 40 && !(await group.evaluate((e) => e === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(group).toBeFocused();
  expect(await group.evaluate((e) => e.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const apply = page
    .getByRole('navigation', { name: 'Dashboard navigation' })
    .getByRole('link', { name: 'Apply', exact: true });
  await expect(apply).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard\/services\/pan-card$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A detail page names its reference in the title.
  const applied = await applyByApi(page, 'PanCard', 'Sunita Kumari');
  await page.goto(`/dashboard/services/pan/${applied._id}`);
  await expect(page).toHaveTitle(new RegExp(`^${applied.referenceNumber} · .+ — Seva$`));
});
