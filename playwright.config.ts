import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/e2e/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // No retries: a flaky test is a bug to find and fix, never to hide.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // A failed test keeps its trace (actions, DOM snapshots, network, console) but not the screencast: the
    // screencast encodes a JPEG for every frame the page paints (a spinner paints all the time) and more than
    // doubled the CPU of an app start (5.5 s instead of 2.1 s; wall 17-22 s instead of 3-5 s at load 30-40).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
