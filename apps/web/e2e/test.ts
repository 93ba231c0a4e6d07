import { type Browser, type BrowserContext, test as base } from '@playwright/test';

/**
 * The specs' `test`: a visitor who uses each page at once. A public page to read starts the app
 * at the first sign of use (docs/decisions/081); these specs test what the app does, so every
 * page they open signals use as soon as its boot script listens. `e2e/first-use.spec.ts` uses
 * Playwright's own `test` to check the waiting itself.
 */
const useAtOnce = () => {
  addEventListener('DOMContentLoaded', () => dispatchEvent(new Event('focusin')));
};

export async function usedAtOnce(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(useAtOnce);
  return context;
}

export const test = base.extend<object, { browser: Browser }>({
  context: async ({ context }, use) => {
    await use(await usedAtOnce(context));
  },
  // Contexts a spec opens itself (a second visitor, a phone, a desk) start the same way.
  browser: [
    async ({ browser }, use) => {
      await use(
        new Proxy(browser, {
          get(target, property) {
            if (property === 'newContext') {
              return async (...options: Parameters<Browser['newContext']>) =>
                usedAtOnce(await target.newContext(...options));
            }
            const value = Reflect.get(target, property, target);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
      );
    },
    { scope: 'worker' },
  ],
});
