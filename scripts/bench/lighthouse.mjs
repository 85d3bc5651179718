import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, stopChild, waitFor } from './server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Lighthouse 12, default (mobile) config, performance only, `runs` times per page on one
 * headless Chromium; each figure is the median of its runs.
 */
export async function runLighthouse(origin, pages, { runs = 3, log = () => {} } = {}) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const chromium = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitFor(`http://127.0.0.1:${port}/json/version`, { child: chromium });
    const results = [];
    for (const { route, path } of pages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${origin}${path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const { categories, audits, environment } = result.lhr;
        samples.push({
          // Lighthouse's measure of this machine's speed at that moment (higher is faster). Its
          // blocking time is the page's main-thread work as this CPU ran it, slowed 4×, so a
          // slower moment raises TBT with no change to the page.
          benchmarkIndex: environment.benchmarkIndex,
          score: categories.performance.score ?? 0,
          tbt: audits['total-blocking-time'].numericValue,
          lcp: audits['largest-contentful-paint'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          fcp: audits['first-contentful-paint'].numericValue,
        });
      }
      const entry = { route, path, runs: samples.length };
      for (const key of ['score', 'tbt', 'lcp', 'cls', 'fcp', 'benchmarkIndex'])
        entry[key] = median(samples.map((sample) => sample[key]));
      entry.samples = samples.map(({ score, tbt, benchmarkIndex }) => ({
        score,
        tbt: Math.round(tbt),
        benchmarkIndex: Math.round(benchmarkIndex),
      }));
      log(
        `  lighthouse ${path}: ${entry.score} (runs: ${entry.samples
          .map((run) => `${run.score} / TBT ${run.tbt} ms / CPU index ${run.benchmarkIndex}`)
          .join('; ')})`,
      );
      results.push(entry);
    }
    return results;
  } finally {
    await stopChild(chromium);
    rmSync(profile, { recursive: true, force: true });
  }
}
