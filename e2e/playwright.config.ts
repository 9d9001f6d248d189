// Browser tests (ARCHITECTURE §2 e2e/): Debian Chromium against the real server, started here on
// a fixed port with a fresh data directory per run, so every run begins from the demo events.
// `npm run test:e2e` builds the web app first; the server serves apps/web/dist.
import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_SUPPORT } from './support/rig.ts';

// A fixed port, overridable so two runs side by side don't collide.
const PORT = Number(process.env['PODIUM_E2E_PORT'] ?? 4317);
const repoRoot = resolve(import.meta.dirname, '..');

// Playwright loads this file in the runner and again in each worker; only the runner (the first
// to load it) creates the directory, and workers inherit it through the environment.
const DATA_DIR_ENV = 'PODIUM_E2E_DATA_DIR';
if (!process.env[DATA_DIR_ENV]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-e2e-'));
  process.env[DATA_DIR_ENV] = dataDir;
  // On exit the web server has already been stopped, so its database can be removed safely.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const dataDir = process.env[DATA_DIR_ENV]!;

const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

const MOBILE_SPEC = /mobile\.spec\.ts$/;
// The meeting tests run browsers sending and receiving live media: they run last, alone, so
// the other specs' servers and browsers do not starve their media of the machine's two cores.
const MEETING_SPEC = /meeting(-[a-z]+)?\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: join(repoRoot, 'test-results'),
  // Two workers on two cores: the server and Chromium share the rest.
  workers: 2,
  retries: 0,
  reporter: 'list',
  // A test's own steps take a few seconds each on two cores shared with another spec's server,
  // Chromium and ffmpeg: a phone viewer's seven steps took 30 s in CI.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions,
    locale: 'en-US',
    timezoneId: 'America/New_York',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [MOBILE_SPEC, MEETING_SPEC],
      use: { viewport: { width: 1366, height: 768 } },
    },
    {
      name: 'mobile',
      testMatch: MOBILE_SPEC,
      use: { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: false },
    },
    {
      name: 'meeting',
      testMatch: MEETING_SPEC,
      dependencies: ['desktop', 'mobile'],
      use: { viewport: { width: 1366, height: 768 } },
    },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT}/presentation/v2/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every browser of the rig shares one loopback address; lockouts are tested in the API tier.
      ATTEMPT_LIMITS: 'off',
      // The support desk comes from the configuration (Help shows these, not the demo's).
      PODIUM_SUPPORT_PHONE: E2E_SUPPORT.phone,
      PODIUM_SUPPORT_EMAIL: E2E_SUPPORT.email,
    },
  },
});
