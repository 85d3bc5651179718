#!/usr/bin/env node
// `npm test`: every test, in the order that fails fastest. Lint and type check, unit tests, the three
// production builds the browser tests run against, the browser tests, then the scale-out test
// (three instances of one build behind nginx, sharing PostgreSQL and Redis).
import { spawn } from 'node:child_process';
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

const nextBuild = ['node', 'node_modules/next/dist/bin/next', 'build'];

/**
 * Each step is one job (a command, with its env and what to do before and after), or jobs run at
 * once: lint and tsc keep one core busy each. The builds run one after another, since each keeps
 * both cores busy for most of its time.
 */
const steps = [
  {
    name: 'lint and type check',
    jobs: [
      { name: 'lint (ESLint, Prettier, knip)', command: ['npm', 'run', '--silent', 'lint'] },
      { name: 'type check', command: ['node_modules/.bin/tsc', '--noEmit'] },
    ],
  },
  // Jest's default leaves a core free, which on a two-core machine runs the files one by one;
  // most of their time is spent waiting on the databases they start.
  { name: 'unit tests', command: ['node_modules/.bin/jest', '--ci', '--maxWorkers=100%'] },
  {
    name: 'production build (embedded catalogue)',
    command: nextBuild,
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
    command: nextBuild,
    env: { HOSPITAL_API_URL: UPSTREAM_DURING_BUILD, NEXT_DIST_DIR: '.next-upstream' },
  },
  {
    name: 'production build (upstream configured and answering)',
    before: async (step) => {
      rmSync(LIVE_BUILD.distDir, { recursive: true, force: true });
      step.stub = await startStubUpstream(LIVE_BUILD.stubPort, { stdio: 'inherit' });
    },
    after: (step) => step.stub?.kill(),
    command: nextBuild,
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

const secondsSince = (start) => ((Date.now() - start) / 1000).toFixed(1);

/**
 * One job: its own output straight through when it runs alone, else held and shown whole when it
 * ends, so that jobs running together do not mix their lines.
 */
async function runJob(job, alone) {
  const started = Date.now();
  await job.before?.(job);
  const [program, ...args] = job.command;
  const env = { ...process.env, ...job.env };
  const status = await new Promise((resolve) => {
    const child = spawn(program, args, {
      env,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (!alone) {
        console.log(`\n── ${job.name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? signal);
    });
  });
  await job.after?.(job);
  if (!alone) console.log(`${status === 0 ? '✔' : '✖'} ${job.name} (${secondsSince(started)} s)`);
  return { job, status };
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
  const jobs = step.jobs ?? [step];
  const results = await Promise.all(jobs.map((job) => runJob(job, jobs.length === 1)));
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length > 0) {
    for (const { job, status } of failed)
      console.error(`\n✖ ${job.name} failed after ${secondsSince(stepStarted)} s (exit ${status})`);
    process.exit(1);
  }
  console.log(`✔ ${step.name} (${secondsSince(stepStarted)} s)`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
