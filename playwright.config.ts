import { defineConfig } from '@playwright/test';

// Browser tests in Debian's Chromium against the real server and database. Each worker starts a server of its
// own (tests/e2e/fixtures.ts: port 0, a fresh seeded database of the run's engine), so the two workers run side
// by side. On PostgreSQL every test runs; the pass on PGlite (`npm test` runs it with --grep @engine) runs the
// tests tagged @engine, those that go where the embedded engine differs: one connection serving every query in
// turn (two people writing at once, autosaves, conflicts, undo), changes published by the writer itself rather
// than heard through LISTEN (what others see live), binary data and streamed exports through its socket. What
// the same SQL decides on either engine (lists, search, sorting, paging) the vitest suites check on both.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  // A failure is run once more, with a trace (the only test that records one). A test that fails twice fails the
  // run; one that passes on its retry is reported as flaky (the list reporter's summary) without failing it: four
  // unrelated tests flaked once each in one run on this loaded 2-core machine (issue 36's note names them), and a
  // flake must be fixed, not throw a whole run away.
  retries: 1,
  failOnFlakyTests: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 860 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // The app's service worker precaches the whole app shell in every new context: only the specs about offline
    // and live behaviour allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    trace: 'on-first-retry',
    // An action or a page load that hangs fails where it hangs, not as the test's timeout with no line to look at.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
});
