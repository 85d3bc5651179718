import { defineConfig, devices } from '@playwright/test';
import { TEST_BROWSER } from './e2e/support/test-browser.mjs';
import { PORT_OFFSET } from './e2e/support/port-offset.mjs';
import { applyTestSiteUrl } from './e2e/support/test-site-url.mjs';

// The servers started here, and the builds specs make, name the tests' public origin.
applyTestSiteUrl();

// Browser tests run against production builds (`next start`), never `next dev`:
// - embedded: the default build, on the embedded catalogue;
// - upstream: a second build (.next-upstream) made while the upstream was down, served against
//   the stub upstream (e2e/support/stub-upstream/).
// scripts/run-tests.mjs makes both builds before running this.

// E2E_PORT_OFFSET moves every port (e2e/support/port-offset.mjs); E2E_EMBEDDED_ONLY=1 starts only
// the embedded site (for a quick run of the embedded project).
const embeddedOnly = process.env.E2E_EMBEDDED_ONLY === '1';
export const PORTS = {
  embedded: 3100 + PORT_OFFSET,
  upstream: 3200 + PORT_OFFSET,
  stub: 4010 + PORT_OFFSET,
} as const;
export const STUB_ORIGIN = `http://127.0.0.1:${PORTS.stub}`;
export const REVALIDATE_SECRET = 'test-secret-for-revalidation-0123456789';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: TEST_BROWSER,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

// On loopback only. Named "localhost" (resolved to 127.0.0.1 first), not "127.0.0.1": Next takes
// the proxy's rewrites for another server's unless their host is the one it was started with, and
// the proxy's request always says localhost; with -H 127.0.0.1 every rewritten list address went
// back to the server over HTTP, and a few under load failed with a reset connection (a 500).
const nextStart = (port: number) =>
  `node --dns-result-order=ipv4first node_modules/next/dist/bin/next start -p ${port} -H localhost`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Three workers on two cores: a test waiting on a timer, a retry or a server it started leaves
  // its core to another test's page.
  workers: 3,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['./e2e/support/timeline-reporter.ts']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Recording a trace of every test cost a fifth of the run's time; to keep the trace of a failing
  // test, run `npx playwright test --trace=retain-on-failure`.
  use: { trace: 'off' },
  projects: [
    // The projects that run one file at a time come first, so that they start beside the embedded
    // tests rather than after them.
    {
      name: 'upstream',
      testMatch: /upstream\/.*\.spec\.ts/,
      // The specs switch the one stub between the API's two readings: one file at a time.
      workers: 1,
      use: { ...chromium, baseURL: `http://127.0.0.1:${PORTS.upstream}` },
    },
    {
      // Starts and kills its own site and stub upstream (port 3300, offset); no browser needed.
      name: 'durability',
      testMatch: /durability\/.*\.spec\.ts/,
    },
    {
      // Each spec starts its own site with settings of its own (ports 3400-3404, offset), and reads its logs.
      name: 'resilience',
      testMatch: /resilience\/.*\.spec\.ts/,
      use: chromium,
    },
    {
      name: 'embedded',
      testIgnore: /(upstream|durability|resilience|scale-out)\//,
      use: { ...chromium, baseURL: `http://127.0.0.1:${PORTS.embedded}` },
    },
  ],
  webServer: [
    {
      command: nextStart(PORTS.embedded),
      url: `http://127.0.0.1:${PORTS.embedded}/`,
      env: {
        HOSPITAL_API_URL: '',
        NEXT_DIST_DIR: '.next',
        REVALIDATE_SECRET,
        SUBMISSIONS_DATA_DIR: '.data/e2e-embedded',
        // Playwright fills a form faster than a person; the bot checks have their own tests.
        FORM_MIN_FILL_MS: '0',
        FORM_RATE_LIMIT_PER_MINUTE: '100000',
        // Every test looks from 127.0.0.1; the limit per reference stays at its default of 10.
        STATUS_LOOKUPS_PER_HOUR_PER_ADDRESS: '100000',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(embeddedOnly
      ? []
      : [
          {
            command: `node -r esbuild-register e2e/support/stub-upstream/cli.ts --port ${PORTS.stub}`,
            url: `${STUB_ORIGIN}/__control`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
          {
            command: nextStart(PORTS.upstream),
            url: `http://127.0.0.1:${PORTS.upstream}/favicon.svg`,
            env: {
              HOSPITAL_API_URL: `${STUB_ORIGIN}/api`,
              NEXT_DIST_DIR: '.next-upstream',
              REVALIDATE_SECRET,
              HOSPITAL_API_TIMEOUT_MS: '2000',
              SUBMISSIONS_DATA_DIR: '.data/e2e-upstream',
              FORM_MIN_FILL_MS: '0',
              FORM_RATE_LIMIT_PER_MINUTE: '5',
              // As behind one reverse proxy: the tests speak for many visitors through X-Forwarded-For.
              TRUST_PROXY_HOPS: '1',
              RELAY_INTERVAL_MS: '500',
              RELAY_BASE_DELAY_MS: '200',
              RELAY_MAX_DELAY_MS: '1000',
            },
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]),
  ],
});
