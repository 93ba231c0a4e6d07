import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Chosen once in the runner process; workers load this file again and inherit the values.
process.env.SEVA_E2E_PORT ??= String(await freePort());
process.env.SEVA_E2E_SMTP_PORT ??= String(await freePort());
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const baseURL = `http://127.0.0.1:${process.env.SEVA_E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Room for a machine busy with other work (the suite must pass beside a CPU-heavy process):
  // a passing test never waits for these, only a failing one does.
  timeout: 90_000,
  // Seen: at a load of 15 on 2 cores a settings screen took over 15 s to draw; a passing
  // assertion returns as soon as it holds, so the margin costs nothing when the machine is idle.
  expect: { timeout: 30_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  outputDir: './test-results/playwright',
  use: {
    baseURL,
    browserName: 'chromium',
    // Debian's Chromium, not a downloaded build.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace costs every test, passing or not (measured: 7 specs 178 s with traces,
    // 115 s without). A failure still leaves its screenshot and error-context.md; to debug one,
    // run it again with E2E_TRACE=retain-on-failure.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'e2e', testIgnore: /screenshots\.spec\.ts/ },
    // `pnpm --filter @seva/web screenshots`: PNGs for eyes, not assertions.
    { name: 'screenshots', testMatch: /screenshots\.spec\.ts/ },
  ],
});
