/**
 * The views `render` mounted and their tests have not unmounted yet. A test that fails before
 * its `unmount()` would leave its app running into the next test; setup.ts unmounts what is
 * left after each test. Apart from render.tsx so the setup file loads no React or Mantine.
 */
export const rendered = new Set<() => void>();

export function cleanUpRendered() {
  for (const unmount of [...rendered]) unmount();
}
