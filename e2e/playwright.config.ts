import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One fresh server per run: a new SQLite data folder and a known administrator.
const PORT = Number(process.env.E2E_PORT ?? 9123);
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'larder-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // A first visit would precache the whole app (about 300 files) through the service worker in
    // every test's new context; only the test of the offline app shell allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    command: 'node ../server/dist/main.js',
    url: `${BASE_URL}/api/app/about`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: dataDir,
      API_PORT: String(PORT),
      API_HOST: '127.0.0.1',
      DB_ENGINE: 'sqlite',
      DEFAULT_ADMIN_EMAIL: 'admin@larder.test',
      DEFAULT_ADMIN_PASSWORD: 'e2e-admin-password',
      LOGIN_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      PRODUCTION: 'true',
      // recipe-import.spec.ts serves its recipe pages on loopback; only this test server may reach them.
      ALLOW_PRIVATE_NETWORK_IMPORT: 'true',
      // A web build of one's own (e.g. when several people run e2e at once); web/dist otherwise.
      ...(process.env.STATIC_FILES ? { STATIC_FILES: process.env.STATIC_FILES } : {}),
    },
  },
});
