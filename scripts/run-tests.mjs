#!/usr/bin/env node
// `npm test`: every test, in the order that fails fastest. Lint and type check, unit tests, the three
// production builds the browser tests run against, the browser tests, then the scale-out test
// (three instances of one build behind nginx, sharing PostgreSQL and Redis).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { LIVE_BUILD } from '../e2e/support/live-build.mjs';
import { PORT_OFFSET } from '../e2e/support/port-offset.mjs';
import { startStubUpstream } from './stub-upstream-process.mjs';
import { UNSERVED_UPSTREAM_BUILD } from '../e2e/support/unserved-build.mjs';
import { TEST_BROWSER } from '../e2e/support/test-browser.mjs';
import { applyTestSiteUrl } from '../e2e/support/test-site-url.mjs';

if (!existsSync(TEST_BROWSER)) {
  console.error(
    `\nNo Chromium at ${TEST_BROWSER}: the browser tests need Debian's Chromium.\n` +
      'Install it with:  apt-get update && apt-get install -y chromium chromium-headless-shell\n' +
      '(or point CHROMIUM_PATH at a Chromium binary), then run npm test again.\n',
  );
  process.exit(1);
}

// The stub upstream listens here during the browser tests; during the second build nothing
// does, which is the point: a build must succeed while the upstream is down.
const UPSTREAM_DURING_BUILD = `http://127.0.0.1:${4010 + PORT_OFFSET}/api`;

/** The browser tests' own submissions stores start empty; a developer's .data is left alone. */
function cleanTestData() {
  for (const folder of ['e2e-embedded', 'e2e-upstream', 'e2e-durability', 'e2e-resilience'])
    rmSync(`.data/${folder}`, { recursive: true, force: true });
}

const steps = [
  {
    // Side by side: each is one process on one core.
    name: 'lint (ESLint, Prettier, knip) and type check',
    together: [
      ['npm', 'run', '--silent', 'lint'],
      ['node_modules/.bin/tsc', '--noEmit'],
    ],
  },
  // Jest's default leaves a core free, which on a two-core machine runs the files one by one;
  // most of their time is spent waiting on the databases they start (92 s, against 61 s on two).
  { name: 'unit tests', command: ['node_modules/.bin/jest', '--ci', '--maxWorkers=100%'] },
  {
    name: 'production build (embedded catalogue)',
    command: ['node', 'node_modules/next/dist/bin/next', 'build'],
    env: { HOSPITAL_API_URL: '', NEXT_DIST_DIR: '.next' },
  },
  {
    name: 'production build (upstream configured and down)',
    // From scratch: a data cache left by an earlier run would answer for the missing upstream.
    before: () => rmSync('.next-upstream', { recursive: true, force: true }),
    after: () => {
      const { from, distDir } = UNSERVED_UPSTREAM_BUILD;
      rmSync(distDir, { recursive: true, force: true });
      if (existsSync(from)) cpSync(from, distDir, { recursive: true });
    },
    command: ['node', 'node_modules/next/dist/bin/next', 'build'],
    env: { HOSPITAL_API_URL: UPSTREAM_DURING_BUILD, NEXT_DIST_DIR: '.next-upstream' },
  },
  {
    name: 'production build (upstream configured and answering)',
    before: async (step) => {
      rmSync(LIVE_BUILD.distDir, { recursive: true, force: true });
      step.stub = await startStubUpstream(LIVE_BUILD.stubPort, { stdio: 'inherit' });
    },
    after: (step) => step.stub?.kill(),
    command: ['node', 'node_modules/next/dist/bin/next', 'build'],
    env: {
      HOSPITAL_API_URL: `http://127.0.0.1:${LIVE_BUILD.stubPort}/api`,
      HOSPITAL_API_REVALIDATE: String(LIVE_BUILD.revalidateSeconds),
      NEXT_DIST_DIR: LIVE_BUILD.distDir,
    },
  },
  {
    name: 'browser tests',
    before: cleanTestData,
    command: ['node_modules/.bin/playwright', 'test'],
  },
  {
    name: 'scale-out test (three instances, nginx, PostgreSQL, Redis)',
    command: ['node', 'scripts/scale-out/run.mjs'],
  },
];

/** Runs commands at once, each one's output held and shown whole when it ends; the worst exit. */
async function runTogether(commands, env) {
  const results = await Promise.all(
    commands.map(
      ([program, ...args]) =>
        new Promise((resolve) => {
          const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status, signal) => {
            process.stdout.write(Buffer.concat(output));
            resolve({ status, signal });
          });
        }),
    ),
  );
  return results.find((result) => result.status !== 0) ?? { status: 0 };
}

process.env.NEXT_TELEMETRY_DISABLED = '1';
// The builds skip Next's own type check (done once above) and its compile cache (next.config.mjs).
process.env.NEXT_TEST_BUILD = '1';
// Every build and server of the tests names its public origin, as production must.
applyTestSiteUrl();
const started = Date.now();
for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${step.name}`);
  await step.before?.(step);
  const env = { ...process.env, ...step.env };
  const result = step.together
    ? await runTogether(step.together, env)
    : spawnSync(step.command[0], step.command.slice(1), { stdio: 'inherit', env });
  step.after?.(step);
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(
      `\n✖ ${step.name} failed after ${seconds} s (exit ${result.status ?? result.signal})`,
    );
    process.exit(result.status || 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
