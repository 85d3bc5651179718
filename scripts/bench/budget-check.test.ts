import { budgetFailures } from './budget-check.mjs';
import { formatTable } from './table.mjs';

/** A page's Lighthouse entry as the bench summarises its runs. */
const entry = (path: string, tbt: number, score = 0.97) => ({
  route: path,
  path,
  runs: 3,
  score,
  tbt,
  lcp: 2000,
  cls: 0.001,
  fcp: 1200,
  benchmarkIndex: 2400,
  samples: [],
  failedRuns: [] as string[],
});

const report = (lighthouse: ReturnType<typeof entry>[], reference: ReturnType<typeof entry>) =>
  ({ lighthouse, lighthouseReference: reference }) as never;

describe('the first-paint budget of the emergency page', () => {
  it('holds /emergency to a first contentful paint under 1 s, and no other route', () => {
    const empty = entry('/', 100);
    const emergency = (fcp: number) => ({ ...entry('/emergency', 60), fcp });
    expect(budgetFailures(report([emergency(999), entry('/doctors', 60)], empty))).toEqual([]);
    expect(budgetFailures(report([emergency(1000)], empty))).toEqual([
      '/emergency: first contentful paint 1000 ms, not under 1000 ms',
    ]);
  });
});

describe('the blocking-time budget', () => {
  it("holds a route to the empty Next page's median in the same run plus 50 ms", () => {
    const empty = entry('/', 170);
    expect(budgetFailures(report([entry('/doctors', 220)], empty))).toEqual([]);
    expect(budgetFailures(report([entry('/doctors', 221)], empty))).toEqual([
      "/doctors: TBT 221 ms > 220 ms (the empty Next page's 170 ms in this run + 50 ms)",
    ]);
  });

  it('moves with the empty page: the same route passes in a slow run and fails in a quiet one', () => {
    expect(budgetFailures(report([entry('/csr', 200)], entry('/', 160)))).toEqual([]);
    expect(budgetFailures(report([entry('/csr', 200)], entry('/', 40)))).toHaveLength(1);
  });

  it('fails when no run of the empty page completed, rather than hold routes to nothing', () => {
    const failed = { ...entry('/', 0), score: null, failedRuns: ['NO_FCP'] } as never;
    expect(budgetFailures(report([entry('/csr', 60)], failed))).toEqual([
      'the empty Next page: no Lighthouse run completed (NO_FCP), so no blocking time could be held to it',
    ]);
  });

  it('keeps the performance score at 0.95 at the median', () => {
    expect(budgetFailures(report([entry('/csr', 60, 0.94)], entry('/', 100)))).toEqual([
      '/csr: Lighthouse 0.94 < 0.95 (empty Next page in this run: 0.97)',
    ]);
  });

  it('is named in the table with its figure for the run', () => {
    const table = formatTable({
      ...(report([entry('/csr', 60)], entry('/', 130)) as object),
    } as never);
    expect(table).toContain("a route's TBT may reach its median + 50 ms: 180 ms in this run");
  });
});

describe('the filtered lists under load', () => {
  const row = (extra: object) => ({
    route: '/doctors?city=',
    path: '/doctors?city=Pathankot',
    filteredDoctors: true,
    reqPerSec: 900,
    p99Ms: 100,
    failures: 0,
    ...extra,
  });

  it('are held to the budget through nginx when it ran, and only reported from next start', () => {
    const load = {
      routes: [row({ ratio: 0.3, sameSizeRatio: 0.6 }), row({ ratio: 0.9, viaNginx: true })],
    };
    expect(budgetFailures({ load } as never)).toEqual([]);
  });

  it('show the ratio to a bare page of the same HTML size beside the ratio to the empty page', () => {
    const load = {
      connections: 50,
      baseline: { reqPerSec: 1500, p99Ms: 80, cpuMsPerRequest: null, runs: [1500] },
      routes: [
        row({ ratio: 0.3, sameSizeRatio: 0.6 }),
        {
          route: '(bare Next page, HTML as long as /doctors?city=Pathankot)',
          path: '/filler/20000',
          sameSizeAs: '/doctors?city=Pathankot',
          htmlRaw: 61_440,
          htmlGzip: 10_240,
          ratio: 0.5,
          reqPerSec: 750,
          p99Ms: 90,
          failures: 0,
        },
      ],
    };
    const table = formatTable({ load } as never);
    expect(table).toMatch(/\| \/doctors\?city=Pathankot\s+\|[^\n]*\| 0\.30×\s+\| 0\.60×\s+\|/);
    expect(table).toMatch(
      /\| \(bare Next page, HTML as long as \/doctors\?city=Pathankot\) \| 60\.0 KB/,
    );
  });
});

describe('the HTML budget', () => {
  const html = (route: string, gzip: number) => ({ route, path: route, status: 200, raw: 0, gzip });

  it("holds /emergency to 13 KB gzip, within TCP's first window, and other routes to 30 KiB", () => {
    expect(budgetFailures({ html: [html('/csr', 20_000)] } as never)).toEqual([]);
    expect(budgetFailures({ html: [html('/emergency', 13_000)] } as never)).toEqual([]);
    expect(budgetFailures({ html: [html('/emergency', 13_001)] } as never)).toEqual([
      '/emergency: HTML 12.7 KB gzip > 12.7 KB',
    ]);
  });

  it("expects 200 of every page, but 404 of a language's not-found route", () => {
    const missing = { ...html('/pa/[...missing]', 10_000), path: '/pa/no-such-page' };
    expect(budgetFailures({ html: [{ ...missing, status: 404 }] } as never)).toEqual([]);
    expect(budgetFailures({ html: [{ ...missing, status: 200 }] } as never)).toEqual([
      '/pa/no-such-page: status 200',
    ]);
    expect(budgetFailures({ html: [{ ...html('/csr', 1), status: 404 }] } as never)).toEqual([
      '/csr: status 404',
    ]);
  });
});

describe('the stylesheet budget', () => {
  const page = (cssGzip: number) => ({
    route: '/contact-us',
    path: '/contact-us',
    status: 200,
    raw: 100_000,
    gzip: 20_000,
    stylesheets: 8,
    cssGzip,
  });

  it('holds the stylesheets a page waits for to 24 KB gzip, summed', () => {
    expect(budgetFailures({ html: [page(24 * 1024)] } as never)).toEqual([]);
    expect(budgetFailures({ html: [page(25 * 1024)] } as never)).toEqual([
      '/contact-us: stylesheets 25.0 KB gzip > 24.0 KB',
    ]);
  });

  it('shows each page its sheets in the table', () => {
    expect(formatTable({ html: [page(11_463)] } as never)).toContain('11.2 KB (8)');
  });
});
