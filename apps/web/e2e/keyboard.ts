import { expect, type Locator, type Page } from '@playwright/test';

export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses `key` (Tab or Shift+Tab) until `target` has the focus, as a keyboard user moves
 * through the page; fails if it never gets there. The focus ring must show (:focus-visible).
 */
export async function moveFocusTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab', max = 60) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) {
      expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
      return presses;
    }
    await page.keyboard.press(key);
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${key} x${max} never reached the target; focus is on ${focused}`);
}
