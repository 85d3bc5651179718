import {
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startStubUpstream } from '../stub-upstream-process.mjs';
import { buildNext, startNext, stopChild } from './server.mjs';

/** The stub listens on a fixed port: the build bakes the upstream's address in (image hosts). */
const STUB_PORT = 4030;
const DIST_DIR = '.next-bench-upstream';
export const REVALIDATE_SECONDS = 300;

async function startStub(projectDir) {
  const child = await startStubUpstream(STUB_PORT, { cwd: projectDir });
  const control = `http://127.0.0.1:${STUB_PORT}/__control`;
  return {
    apiUrl: `http://127.0.0.1:${STUB_PORT}/api`,
    requests: async () =>
      (await fetch(`${control}/requests`).then((response) => response.json())).requests,
    stop: () => stopChild(child),
  };
}

/**
 * Dates every cached page under `dir` `seconds` back. Next reads a page's age from the time its
 * .meta file records (once it has been rendered again) or else from the file's own date.
 */
function ageFiles(dir, seconds) {
  const then = new Date(Date.now() - seconds * 1000);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    if (file.endsWith('.meta')) {
      const meta = JSON.parse(readFileSync(file, 'utf8'));
      if (meta.routeCacheLastModified !== undefined) {
        meta.routeCacheLastModified = then.getTime();
        writeFileSync(file, JSON.stringify(meta));
      }
    }
    utimesSync(file, then, then);
  }
}

/**
 * The data an upstream call asks for: its path with its query. One endpoint asked two ways is two
 * data sets, each fetched once a window: the menu's whole list of specialities
 * (/category-get) and the home page's first five (/category-get?page=1&parPage=5…, as the spec
 * has it).
 */
const dataTypeOf = (path) => path;

/**
 * Upstream calls per route under a burst of views, against a build made (as a deploy is) while
 * the stub answers, with HOSPITAL_API_REVALIDATE=300: the whole burst fits in one window.
 */
export async function measureUpstream({
  projectDir,
  nextBin,
  siteDistDir,
  paths,
  duration = 8,
  log,
}) {
  const stub = await startStub(projectDir);
  const env = {
    HOSPITAL_API_URL: stub.apiUrl,
    HOSPITAL_API_REVALIDATE: String(REVALIDATE_SECONDS),
    NEXT_DIST_DIR: DIST_DIR,
    SUBMISSIONS_DATA_DIR: join(projectDir, '.data', 'bench'),
  };
  try {
    const buildId = join(projectDir, DIST_DIR, 'BUILD_ID');
    const mainBuildId = join(siteDistDir, 'BUILD_ID');
    if (!existsSync(buildId) || statSync(buildId).mtimeMs < statSync(mainBuildId).mtimeMs) {
      log(`  building ${DIST_DIR} against the stub upstream`);
      rmSync(join(projectDir, DIST_DIR), { recursive: true, force: true });
      // next build adds its dist dir's types to tsconfig.json; this build is the bench's own.
      const tsconfig = join(projectDir, 'tsconfig.json');
      const before = readFileSync(tsconfig, 'utf8');
      try {
        await buildNext({ cwd: projectDir, nextBin, env });
      } finally {
        if (readFileSync(tsconfig, 'utf8') !== before) writeFileSync(tsconfig, before);
      }
    }
    // A cold data cache and pages past their window: each route's first view renders it again
    // and must fetch, and the figure shows it does so once, whatever the number of views after it.
    // (Fresh pages, as right after a build or an earlier run, would fetch nothing at all.)
    rmSync(join(projectDir, DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true });
    ageFiles(join(projectDir, DIST_DIR, 'server', 'app'), 2 * REVALIDATE_SECONDS);
    await fetch(`http://127.0.0.1:${STUB_PORT}/__control/reset`, { method: 'POST' });
    const started = Date.now();
    const site = await startNext({ cwd: projectDir, nextBin, env, readyPath: '/api/health' });
    try {
      // Start-up's own calls (the readiness check's probe of /api/health, which is never cached
      // since it asks whether the upstream answers now) are reported apart: they are not page views.
      const startupCalls = (await stub.requests()).map((call) => call.path);
      const results = [];
      for (const { route, path } of paths) {
        const before = (await stub.requests()).length;
        const load = await autocannon({ url: `${site.origin}${path}`, connections: 10, duration });
        const calls = (await stub.requests()).slice(before).filter((call) => call.method === 'GET');
        const byType = {};
        for (const call of calls)
          byType[dataTypeOf(call.path)] = (byType[dataTypeOf(call.path)] ?? 0) + 1;
        const views = load.requests.total;
        results.push({
          route,
          path,
          views,
          failures: load.errors + load.timeouts + load.non2xx,
          calls: calls.length,
          callsPer1000Views: views ? (calls.length * 1000) / views : 0,
          maxCallsPerDataType: Math.max(0, ...Object.values(byType)),
          byType,
          paths: [...new Set(calls.map((call) => call.path))],
        });
        log(`  upstream ${path}: ${calls.length} calls in ${views} views`);
      }
      const totalByType = {};
      for (const { byType } of results)
        for (const [type, calls] of Object.entries(byType))
          totalByType[type] = (totalByType[type] ?? 0) + calls;
      return {
        revalidateSeconds: REVALIDATE_SECONDS,
        seconds: Math.round((Date.now() - started) / 1000),
        startupCalls,
        totalByType,
        results,
      };
    } finally {
      await site.stop();
    }
  } finally {
    await stub.stop();
  }
}
