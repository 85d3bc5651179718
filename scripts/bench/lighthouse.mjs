import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, stopChild, waitFor } from './server.mjs';
import { describeRuns } from './table.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * One page's runs as its entry: each figure is the median of its runs, and every run is kept.
 */
export function summariseRuns({ route, path }, samples) {
  const entry = { route, path, runs: samples.length };
  for (const key of ['score', 'tbt', 'lcp', 'cls', 'fcp', 'benchmarkIndex'])
    entry[key] = median(samples.map((sample) => sample[key]));
  entry.samples = samples.map((sample) => ({
    ...sample,
    tbt: Math.round(sample.tbt),
    lcp: Math.round(sample.lcp),
    fcp: Math.round(sample.fcp),
    benchmarkIndex: Math.round(sample.benchmarkIndex),
  }));
  return entry;
}

/**
 * Lighthouse 12, default (mobile) config, performance only, `runs` times per page on one
 * headless Chromium, in the order given; a page with an `origin` of its own is read from there
 * (the empty Next page the bench measures beside the site). One entry per page given.
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
    for (const page of pages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${page.origin ?? origin}${page.path}`, {
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
      const entry = summariseRuns(page, samples);
      log(
        `  lighthouse ${page.origin ? `${page.route} ` : ''}${page.path}: ${entry.score} (runs: ${describeRuns(entry.samples)})`,
      );
      results.push(entry);
    }
    return results;
  } finally {
    await stopChild(chromium);
    rmSync(profile, { recursive: true, force: true });
  }
}
