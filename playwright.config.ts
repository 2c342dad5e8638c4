import { defineConfig } from '@playwright/test';
import { E2E_PORT } from './tests/e2e/port.ts';

// The checks of the screens alone (axe on every screen, layout, phone, consistency, shortcuts) and the globe's
// drawing (WebGL in software: its data, /api/locations and a station added live, is tested on both databases by
// vitest) test the client, not the database, in half of the browser tests' time: with E2E_SCREEN_CHECKS=skip
// they are left out, which CI's second pass (on PGlite, after the one on PostgreSQL) does to stay well inside
// its time limit on a slow machine (the whole run took 71 minutes of its 90 on one, with the globe and axe's
// four passes per screen in both; 52 minutes with the globe in the first only and axe's two themes on one page).
const SCREEN_CHECKS = ['accessibility', 'layout', 'phone', 'consistency', 'shortcuts', 'globe'].map((name) => `**/${name}.spec.ts`);

// Browser tests in Debian's Chromium against the real server and database (see tests/e2e/server.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: process.env.E2E_SCREEN_CHECKS === 'skip' ? SCREEN_CHECKS : [],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1280, height: 860 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
    // An action or a page load that hangs fails where it hangs, not as the test's timeout with no line to look at.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
  webServer: {
    command: 'tsx server/cli/buildClient.ts --mode test && tsx tests/e2e/server.ts',
    url: `http://127.0.0.1:${E2E_PORT}/manager/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
