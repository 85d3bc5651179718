import { defineConfig } from '@playwright/test';

// `npm run test:scale-out`: the reference deployment on loopback (e2e/scale-out). Its servers are
// started and stopped by the spec itself, so none of the main config's web servers run here.
export default defineConfig({
  testDir: './e2e/scale-out',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 240_000,
  expect: { timeout: 10_000 },
});
