#!/usr/bin/env node
// `npm run bench`: the site's performance against its budgets, on the production build (`.next`,
// embedded catalogue; run `next build` first). Prints one table and writes bench-results/latest.json.
//
//   npm run bench [-- --check] [--quick | --only=js,html,lighthouse,load,upstream]
//                 [--skip-lighthouse] [--skip-load] [--skip-upstream] [--runs=3] [--dir=PATH]
//                 [--dist=.next] [--out=FILE]
//
// --check exits 1 when a budget (scripts/bench/budgets.mjs) is broken; --quick runs only the
// deterministic parts (first-load JS and HTML size), which `npm test` also checks.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGETS } from './bench/budgets.mjs';
import { budgetFailures } from './bench/budget-check.mjs';
import { buildEmptyApp } from './bench/empty-app.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { summariseRuns } from './bench/lighthouse-runs.mjs';
import { cpuClockOf, measureBesideBaseline } from './bench/load.mjs';
import { hasBuild, lighthousePaths, loadPaths, sampleRoutesOf } from './bench/routes.mjs';
import { freePort, nextBinOf, startNext } from './bench/server.mjs';
import { sameSizePage } from './bench/same-size-page.mjs';
import { firstLoadJs, htmlSize, stylesheetSize } from './bench/sizes.mjs';
import { formatTable } from './bench/table.mjs';
import { measureUpstream } from './bench/upstream.mjs';
import { hasNginx, startNginx } from './scale-out/nginx-process.mjs';

const PARTS = ['js', 'html', 'lighthouse', 'load', 'upstream'];

const { values: flags } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
    'skip-upstream': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    dir: { type: 'string', default: '.' },
    dist: { type: 'string', default: process.env.NEXT_DIST_DIR || '.next' },
    out: { type: 'string' },
  },
});

const projectDir = resolve(flags.dir);
const benchDir = resolve('bench-results');
const outFile = resolve(flags.out ?? join(benchDir, 'latest.json'));
const distDir = join(projectDir, flags.dist);
const nextBin = nextBinOf(projectDir);
const parts = new Set(
  flags.quick
    ? ['js', 'html']
    : flags.only
      ? flags.only.split(',').map((part) => part.trim())
      : PARTS,
);
for (const part of ['lighthouse', 'load', 'upstream'])
  if (flags[`skip-${part}`]) parts.delete(part);
for (const part of parts)
  if (!PARTS.includes(part)) throw new Error(`unknown part ${part}; parts: ${PARTS.join(', ')}`);

const log = (line) => console.error(line);
if (!hasBuild(distDir)) {
  console.error(`No production build in ${distDir}: run \`npx next build\` first.`);
  process.exit(1);
}

const sampleRoutes = sampleRoutesOf(projectDir);
const started = Date.now();
const report = {
  at: new Date().toISOString(),
  projectDir,
  budgets: BUDGETS,
  js: null,
  html: null,
  lighthouse: null,
  lighthouseReference: null,
  load: null,
  upstream: null,
};

if (parts.has('js')) report.js = firstLoadJs(distDir);

const needsSite = ['html', 'lighthouse', 'load'].some((part) => parts.has(part));
if (needsSite) {
  const site = await startNext({
    cwd: projectDir,
    nextBin,
    readyPath: '/api/health',
    env: {
      NEXT_DIST_DIR: flags.dist,
      HOSPITAL_API_URL: '',
      SUBMISSIONS_DATA_DIR: join(projectDir, '.data', 'bench'),
    },
  });
  // The empty Next page (bench/empty-app/, same Next version): the reference both Lighthouse and
  // the throughput figures are read against.
  let empty = null;
  try {
    if (['lighthouse', 'load'].some((part) => parts.has(part)))
      empty = await startNext({
        cwd: await buildEmptyApp({
          projectDir: resolve('.'),
          workDir: join(benchDir, '.empty-app'),
          nextBin: nextBinOf(resolve('.')),
        }),
        nextBin: nextBinOf(resolve('.')),
      });
    if (parts.has('html')) {
      report.html = [];
      for (const [route, path] of Object.entries(sampleRoutes)) {
        const response = await fetch(`${site.origin}${path}`);
        const html = await response.text();
        report.html.push({
          route,
          path,
          status: response.status,
          ...htmlSize(html),
          ...(await stylesheetSize(html, (href) =>
            fetch(`${site.origin}${href}`).then((sheet) => sheet.text()),
          )),
        });
      }
    }
    if (parts.has('lighthouse')) {
      log('Lighthouse (mobile, median of runs)…');
      // The empty page before the site's routes and again after them: what the framework alone
      // scores on this machine at that time, whose blocking time moves with the machine as the
      // routes' does.
      const reference = { route: '(empty Next page)', path: '/', origin: empty.origin };
      const [before, ...measured] = await runLighthouse(
        site.origin,
        [reference, ...lighthousePaths(sampleRoutes), reference],
        { runs: Number(flags.runs), log },
      );
      const after = measured.pop();
      report.lighthouse = measured;
      report.lighthouseReference = summariseRuns(
        reference,
        [...before.samples, ...after.samples],
        [...before.failedRuns, ...after.failedRuns],
      );
    }
    if (parts.has('load')) {
      log('Throughput (autocannon, 50 connections)…');
      // The deployment's proxy (deploy/site-proxy.conf, micro-cache on) in front of the same
      // instance, for the filtered lists a spike of shared links hits; left out without nginx.
      const proxy = hasNginx()
        ? await startNginx(await freePort(), [Number(new URL(site.origin).port)])
        : null;
      try {
        const siteClock = cpuClockOf(site.pid);
        const direct = loadPaths(sampleRoutes).map((row) => ({
          row,
          url: `${site.origin}${row.path}`,
          cpuClock: siteClock,
        }));
        const throughProxy = proxy
          ? direct
              .filter(({ row }) => row.filteredDoctors)
              .map(({ row }) => ({
                row: { ...row, viaNginx: true },
                url: `${proxy.origin}${row.path}`,
                // The site's own CPU per view: what reaches it past the micro-cache.
                cpuClock: siteClock,
              }))
          : [];
        // Each filtered list straight from `next start` beside a bare Next page of its HTML size
        // (the empty app's filler page): what the bytes alone cost, apart from the page's work.
        const emptyClock = cpuClockOf(empty.pid);
        const sameSize = [];
        for (const { row, url } of direct.filter((entry) => entry.row.filteredDoctors)) {
          const { raw } = htmlSize(await (await fetch(url)).text());
          const bare = await sameSizePage(empty.origin, raw);
          sameSize.push({
            row: {
              route: `(bare Next page, HTML as long as ${row.path})`,
              path: bare.path,
              sameSizeAs: row.path,
              htmlRaw: bare.raw,
              htmlGzip: bare.gzip,
            },
            url: `${empty.origin}${bare.path}`,
            cpuClock: emptyClock,
          });
        }
        report.load = await measureBesideBaseline(
          { url: `${empty.origin}/`, cpuClock: emptyClock },
          [...direct, ...throughProxy, ...sameSize],
          log,
        );
        for (const row of report.load.routes.filter((entry) => entry.sameSizeAs)) {
          const route = report.load.routes.find(
            (entry) => entry.path === row.sameSizeAs && !entry.viaNginx,
          );
          if (route) route.sameSizeRatio = route.ratio / row.ratio;
        }
      } finally {
        await proxy?.stop();
      }
    }
  } finally {
    await Promise.all([site.stop(), empty?.stop()]);
  }
}

if (parts.has('upstream')) {
  log('Upstream calls (site built and served against the stub upstream)…');
  report.upstream = await measureUpstream({
    projectDir,
    nextBin,
    siteDistDir: distDir,
    paths: loadPaths(sampleRoutes),
    log,
  });
}

const failures = budgetFailures(report);
report.failures = failures;
report.seconds = Math.round((Date.now() - started) / 1000);
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);

console.log(formatTable(report));
console.log(`\nWritten to ${outFile} (${report.seconds} s).`);
if (failures.length > 0) {
  console.log(`\nOver budget:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  if (flags.check) process.exitCode = 1;
} else console.log('All measured figures within budget.');
