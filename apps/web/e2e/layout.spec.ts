import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { adminFor } from './accounts.ts';
import { createCitizen } from './fixtures.ts';
import { apiLogin } from './operator.ts';
import { test } from './test.ts';

const ADMIN = adminFor('layout.spec.ts');

// The shell looks right at 360 px and 1280 px, light and dark. Each check
// is one a person would make: nothing scrolls sideways, and the navigation can be reached.

const widths = [360, 1280] as const;
const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A fresh browser at one width whose saved theme is `theme` (the system says the other one). */
async function openAt(
  browser: Browser,
  width: number,
  theme: Theme,
  storageState?: StorageState,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 740 : 800 },
    colorScheme: theme === 'dark' ? 'light' : 'dark',
    storageState,
  });
  await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
  return { context, page: await context.newPage() };
}

async function expectTheme(page: Page, theme: Theme) {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
}

/** No sideways scrolling; on failure, names the elements that stick out. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => {
    const limit = window.innerWidth;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
      .slice(0, 5)
      .map((element) => {
        const classes = [...element.classList].slice(0, 2).join('.');
        const { right } = element.getBoundingClientRect();
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (right ${Math.round(right)})`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: limit, culprits };
  });
  expect(
    scrollWidth,
    `page is ${scrollWidth}px wide in a ${innerWidth}px window: ${culprits.join(', ')}`,
  ).toBeLessThanOrEqual(innerWidth);
}

/**
 * The header's greeting is shown whole, not cut off with an ellipsis or clipped, at any width;
 * a line that would not fit (the subtitle on a phone) is not shown at all.
 */
async function expectHeaderTextWhole(page: Page, greeting: string) {
  const title = page.getByTestId('shell-title');
  await expect(title.getByText(greeting)).toBeVisible();
  const clipped = await title.evaluate((root) =>
    [...root.querySelectorAll('p')]
      .filter((line) => line.getClientRects().length > 0)
      .filter(
        (line) =>
          line.scrollWidth > line.clientWidth + 1 || line.scrollHeight > line.clientHeight + 1,
      )
      .map((line) => line.textContent),
  );
  expect(clipped, 'header lines cut off').toEqual([]);
  const box = await title.boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  expect(box && header && box.y >= header.y && box.y + box.height <= header.y + header.height).toBe(
    true,
  );
}

/** A drawer that lies over the page (the page does not move) and closes again. */
async function expectOverlayDrawer(page: Page, opener: Locator, content: Locator) {
  const main = page.getByRole('main');
  const mainBefore = await main.boundingBox();
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(content).toBeInViewport();
  const drawn = await content.boundingBox();
  const mainNow = await main.boundingBox();
  // Over the page, not beside it: the page keeps its place and the drawer covers part of it.
  expect(mainNow?.x).toBe(mainBefore?.x);
  expect(mainNow?.width).toBe(mainBefore?.width);
  expect(drawn && mainNow && drawn.x < mainNow.x + mainNow.width).toBe(true);
  await expectNoHorizontalOverflow(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
}

test.describe('layout at 360 px and 1280 px, light and dark', () => {
  test('/login and the public navigation bar', async ({ browser }) => {
    test.setTimeout(240_000);
    for (const theme of themes) {
      for (const width of widths) {
        await test.step(`${width}px ${theme}`, async () => {
          const { context, page } = await openAt(browser, width, theme);
          await page.goto('/login');
          await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
          await expectTheme(page, theme);
          await expectNoHorizontalOverflow(page);
          const burger = page.getByRole('button', { name: 'Open navigation' });
          const inline = page.getByRole('navigation', { name: 'Main navigation' });
          if (width < 768) {
            await expect(inline).toBeHidden();
            await expect(burger).toBeVisible();
            await burger.click();
            const menu = page.getByRole('dialog', { name: 'Menu' });
            await expect(menu).toBeVisible();
            for (const link of ['Home', 'Services', 'Login / Signup']) {
              await expect(menu.getByRole('link', { name: link })).toBeInViewport();
            }
            await expectNoHorizontalOverflow(page);
            await menu.getByRole('button', { name: 'Close navigation' }).click();
            await expect(menu).toBeHidden();
          } else {
            await expect(burger).toBeHidden();
            for (const link of ['Home', 'Services', 'Login / Signup']) {
              await expect(inline.getByRole('link', { name: link })).toBeInViewport();
            }
          }
          await context.close();
        });
      }
    }
  });

  test('a citizen on /dashboard/profile', async ({ browser, request }) => {
    test.setTimeout(240_000);
    const citizen = await createCitizen(request, { name: 'Sunita Kumari Yadav' });
    const login = await openAt(browser, 1280, 'light');
    await apiLogin(login.page, citizen.email, citizen.password);
    const signedIn = await login.context.storageState();
    await login.context.close();

    for (const theme of themes) {
      for (const width of widths) {
        await test.step(`${width}px ${theme}`, async () => {
          const { context, page } = await openAt(browser, width, theme, signedIn);
          await page.goto('/dashboard/profile');
          await expect(page.getByTestId('profile-email')).toHaveText(citizen.email);
          await expectTheme(page, theme);
          await expectNoHorizontalOverflow(page);
          await expectHeaderTextWhole(page, 'Welcome, Sunita Kumari Yadav');
          const sidebar = page.getByRole('navigation', { name: 'Dashboard navigation' });
          const profileLink = sidebar.getByRole('link', { name: 'Profile' });
          if (width < 768) {
            // Closed on a phone: the page has the whole width until the burger opens it.
            await expect(profileLink).not.toBeInViewport();
            await expectOverlayDrawer(
              page,
              page.getByRole('button', { name: 'Toggle sidebar' }),
              page.getByRole('dialog').getByRole('link', { name: 'My Services' }),
            );
            await expect(profileLink).not.toBeInViewport();
          } else {
            // Open on a wide screen without touching anything.
            await expect(profileLink).toBeInViewport();
            await expect(sidebar.getByRole('link', { name: 'My Services' })).toBeInViewport();
            await expect(sidebar.getByText(citizen.email)).toBeInViewport();
          }
          await context.close();
        });
      }
    }
  });

  test('an admin on /admin-dashboard', async ({ browser, request }) => {
    test.setTimeout(240_000);
    // One application, so the overview's recent list has a row to lay out.
    const citizen = await createCitizen(request, { name: 'Ramesh Prasad Chaurasia' });
    const applicant = await openAt(browser, 1280, 'light');
    await apiLogin(applicant.page, citizen.email, citizen.password);
    const applied = await applicant.page.request.post('/api/services/apply/rtps', {
      data: { block: 'GOH', registrationType: 'BRCCO', registrationNumber: '7781' },
      headers: { origin: new URL(applicant.page.url()).origin },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    await applicant.context.close();

    const login = await openAt(browser, 1280, 'light');
    await apiLogin(login.page, ADMIN.email, ADMIN.password);
    const signedIn = await login.context.storageState();
    await login.context.close();

    for (const theme of themes) {
      for (const width of widths) {
        await test.step(`${width}px ${theme}`, async () => {
          const { context, page } = await openAt(browser, width, theme, signedIn);
          await page.goto('/admin-dashboard');
          await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
          await expect(page.getByTestId('overview-total')).toBeVisible();
          await expect(
            page.getByRole('table', { name: 'Recent applications', exact: true }),
          ).toBeVisible();
          await expectTheme(page, theme);
          await expectNoHorizontalOverflow(page);
          const sidebar = page.getByRole('navigation', { name: 'Admin navigation' });
          const usersLink = sidebar.getByRole('link', { name: 'Users' });
          if (width < 768) {
            await expect(usersLink).not.toBeInViewport();
            await expectOverlayDrawer(
              page,
              page.getByRole('button', { name: 'Toggle sidebar' }),
              page.getByRole('dialog').getByRole('link', { name: 'Settings' }),
            );
          } else {
            for (const link of ['Dashboard', 'Services', 'Users', 'Settings', 'Support']) {
              await expect(sidebar.getByRole('link', { name: link })).toBeInViewport();
            }
          }
          await context.close();
        });
      }
    }
  });
});
