import { runFigures, summariseRuns, type RunFigures } from './lighthouse-runs.mjs';
import { describeRuns, formatTable } from './table.mjs';

/** A Lighthouse result of the shape the bench reads, with the figures given. */
function lhr({
  score = 0.97 as number | null,
  tbt = 120.4 as number | null,
  lcp = 2291.5,
  seen = 242.2,
  runtimeError = undefined as { code: string } | undefined,
} = {}) {
  // null: the audit failed, as Lighthouse reports it.
  const audit = (numericValue: number | null) =>
    numericValue === null ? { errorMessage: 'NO_LCP' } : { numericValue };
  return {
    categories: { performance: { score } },
    environment: { benchmarkIndex: 2419.6 },
    runtimeError,
    audits: {
      'total-blocking-time': audit(tbt),
      'largest-contentful-paint': audit(lcp),
      'cumulative-layout-shift': audit(0.001),
      'first-contentful-paint': audit(1226.7),
      metrics: { details: { items: [{ observedLargestContentfulPaint: seen }] } },
    },
  };
}

const page = { route: '/csr', path: '/csr' };

describe('a Lighthouse run', () => {
  it('gives its figures rounded, with the paint the browser saw beside the simulated one', () => {
    expect(runFigures(lhr())).toEqual({
      benchmarkIndex: 2420,
      score: 0.97,
      tbt: 120,
      lcp: 2292,
      cls: 0.001,
      fcp: 1227,
      seenLcp: 242,
    });
  });

  it('that measured nothing is a failure with its reason, not a score of 0', () => {
    expect(runFigures(lhr({ score: null, runtimeError: { code: 'NO_FCP' } }))).toEqual({
      failed: 'NO_FCP',
    });
    expect(runFigures(lhr({ score: null, tbt: null }))).toEqual({
      failed: 'total-blocking-time: NO_LCP',
    });
  });
});

describe('a page of runs', () => {
  it('takes the median of its complete runs only, and lists the failed ones', () => {
    const runs = [lhr({ score: 0.92, tbt: 260 }), lhr({ score: 0.98, tbt: 60 })].map(
      runFigures,
    ) as RunFigures[];
    const entry = summariseRuns(page, runs, ['NO_FCP']);
    expect(entry).toMatchObject({ runs: 2, score: 0.98, tbt: 260, failedRuns: ['NO_FCP'] });
    expect(describeRuns(entry)).toBe(
      '0.92 / TBT 260 ms / LCP 2292 ms (seen 242 ms) / CPU index 2420; ' +
        '0.98 / TBT 60 ms / LCP 2292 ms (seen 242 ms) / CPU index 2420; failed: NO_FCP',
    );
  });

  it('with no complete run has no figures, and the table says it failed', () => {
    const entry = summariseRuns(page, [], ['NO_FCP', 'PROTOCOL_TIMEOUT']);
    expect(entry).toMatchObject({ runs: 0, score: null, tbt: null, lcp: null });
    expect(formatTable({ lighthouse: [entry] } as never)).toMatch(/\| \/csr\s+\| failed\s+\|/);
  });
});
