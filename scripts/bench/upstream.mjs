import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** The data type of an upstream call: its API path without the query. */
const dataTypeOf = (path) => path.split('?')[0];

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
    // A cold data cache: the first views must fetch, and the figure shows they do so once.
    rmSync(join(projectDir, DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true });
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
