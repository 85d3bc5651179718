// A Lighthouse run's figures, and a page's runs summed up. Kept apart from the code that drives
// the browser so that it can be tested without one.

/** The figures every complete run has; a run missing any of them did not measure the page. */
const FIGURES = {
  tbt: 'total-blocking-time',
  lcp: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
};

/**
 * @typedef {{ benchmarkIndex: number, score: number, tbt: number, lcp: number, cls: number,
 *   fcp: number, seenLcp: number | null }} RunFigures
 */

/**
 * One run's figures, or `{ failed }` with Lighthouse's reason when the run measured nothing (a
 * page that never painted, a protocol timeout): such a run is no score of 0, and no median may
 * take it in.
 * @returns {RunFigures | { failed: string }}
 */
export function runFigures({ categories, audits, environment, runtimeError }) {
  const missing = Object.values(FIGURES).find((id) => !Number.isFinite(audits[id]?.numericValue));
  const score = categories.performance?.score;
  if (runtimeError || missing || typeof score !== 'number')
    return {
      failed:
        runtimeError?.code ??
        (missing ? `${missing}: ${audits[missing]?.errorMessage ?? 'no value'}` : 'no score'),
    };
  return {
    // Lighthouse's measure of this machine's speed at that moment (higher is faster). Its
    // blocking time is the page's main-thread work as this CPU ran it, slowed 4×, so a slower
    // moment raises TBT with no change to the page.
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    score,
    tbt: Math.round(audits[FIGURES.tbt].numericValue),
    lcp: Math.round(audits[FIGURES.lcp].numericValue),
    cls: audits[FIGURES.cls].numericValue,
    fcp: Math.round(audits[FIGURES.fcp].numericValue),
    // What the browser itself saw on this loopback run, unthrottled. Lighthouse's LCP is
    // simulated from it: every request that ended before this paint counts as holding it up, the
    // page's scripts among them, so a text LCP painted at once can still read 2.5 s.
    seenLcp: roundOrNull(audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint),
  };
}

const roundOrNull = (value) => (Number.isFinite(value) ? Math.round(value) : null);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/**
 * One page's runs as its entry: each figure is the median of its complete runs (null when none
 * completed), every complete run is kept, and each failed run's reason is listed.
 * @param {{ route: string, path: string }} page
 * @param {RunFigures[]} samples complete runs
 * @param {string[]} [failedRuns] the reasons of the runs that measured nothing
 */
export function summariseRuns({ route, path }, samples, failedRuns = []) {
  const medianOf = (key) => median(samples.map((sample) => sample[key]));
  return {
    route,
    path,
    runs: samples.length,
    score: medianOf('score'),
    tbt: medianOf('tbt'),
    lcp: medianOf('lcp'),
    cls: medianOf('cls'),
    fcp: medianOf('fcp'),
    benchmarkIndex: medianOf('benchmarkIndex'),
    samples,
    failedRuns,
  };
}
