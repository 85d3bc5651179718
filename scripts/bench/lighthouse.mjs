import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, stopChild, waitFor } from './server.mjs';
import { runFigures, summariseRuns } from './lighthouse-runs.mjs';
import { describeRuns } from './table.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
      const failedRuns = [];
      // A run that measured nothing is run again, up to as many more times as runs were asked.
      while (samples.length < runs && failedRuns.length < runs) {
        const result = await lighthouse(`${page.origin ?? origin}${page.path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const figures = runFigures(result.lhr);
        if ('failed' in figures) failedRuns.push(figures.failed);
        else samples.push(figures);
      }
      const entry = summariseRuns(page, samples, failedRuns);
      log(
        `  lighthouse ${page.origin ? `${page.route} ` : ''}${page.path}: ${entry.score} (runs: ${describeRuns(entry)})`,
      );
      results.push(entry);
    }
    return results;
  } finally {
    await stopChild(chromium);
    // Chromium's helper processes can still be writing the profile just after it exits (seen on
    // a slow machine, where the bench then died before its table): retried, and never fatal.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (error) {
      log(`  (the browser profile ${profile} was left behind: ${error.code ?? error.message})`);
    }
  }
}
