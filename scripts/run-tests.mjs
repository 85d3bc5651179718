#!/usr/bin/env node
// `npm test`: every test, in the order that fails fastest. Type check, unit tests, the two
// production builds the browser tests run against, then the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `\nNo Chromium at ${chromium}: the browser tests need Debian's Chromium.\n` +
      'Install it with:  apt-get update && apt-get install -y chromium\n' +
      '(or point CHROMIUM_PATH at a Chromium binary), then run npm test again.\n',
  );
  process.exit(1);
}

// The stub upstream listens here during the browser tests; during the second build nothing
// does, which is the point: a build must succeed while the upstream is down.
const UPSTREAM_DURING_BUILD = 'http://127.0.0.1:4010/api';

/** The browser tests' own submissions stores start empty; a developer's .data is left alone. */
function cleanTestData() {
  for (const folder of ['e2e-embedded', 'e2e-upstream', 'e2e-durability']) rmSync(`.data/${folder}`, { recursive: true, force: true });
}

const steps = [
  { name: 'type check', command: ['node_modules/.bin/tsc', '--noEmit'] },
  { name: 'unit tests', command: ['node_modules/.bin/jest', '--ci'] },
  { name: 'production build (embedded catalogue)', command: ['node', 'node_modules/next/dist/bin/next', 'build'], env: { HOSPITAL_API_URL: '', NEXT_DIST_DIR: '.next' } },
  {
    name: 'production build (upstream configured and down)',
    // From scratch: a data cache left by an earlier run would answer for the missing upstream.
    before: () => rmSync('.next-upstream', { recursive: true, force: true }),
    command: ['node', 'node_modules/next/dist/bin/next', 'build'],
    env: { HOSPITAL_API_URL: UPSTREAM_DURING_BUILD, NEXT_DIST_DIR: '.next-upstream' },
  },
  { name: 'browser tests', before: cleanTestData, command: ['node_modules/.bin/playwright', 'test'] },
];

process.env.NEXT_TELEMETRY_DISABLED = '1';
const started = Date.now();
for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${step.name}`);
  step.before?.();
  const [program, ...args] = step.command;
  const result = spawnSync(program, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds} s (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
