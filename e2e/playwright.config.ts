import { defineConfig } from '@playwright/test';

/** Debian's build of Chromium's headless shell (package chromium-headless-shell): the same engine
 * and version as Debian's Chromium without the desktop browser around it, as Playwright runs
 * headless tests by default; its browser tests ran in 0.6 of the time here (decision 0044). Playwright's own browser
 * download does not work on our machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  // A flaky test is a failing test: no retries.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/results.json' }]],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    // Set by global-setup.ts before the workers start (undefined while the runner loads this file).
    baseURL: process.env.E2E_WEB_URL,
    // A failed test keeps its trace: every action, the DOM at each, the network and the console,
    // without the film strip (a screenshot at every frame), which cost a tenth to a fifth of the
    // browser tests' CPU (bench/results/test-trace-2026-12-05.md). The failure's own screenshot
    // stays (below).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    navigationTimeout: 30_000,
    actionTimeout: 15_000,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
