import { tbtAllowance } from './budget-check.mjs';
import { BUDGETS } from './budgets.mjs';
import { kb } from './sizes.mjs';

/**
 * Every Lighthouse run of a page on one line: score, blocking time, simulated and seen LCP and the
 * machine's speed then; a failed run with Lighthouse's reason.
 * @param {{ samples: import('./lighthouse-runs.mjs').RunFigures[], failedRuns?: string[] }} entry
 */
export const describeRuns = ({ samples, failedRuns = [] }) =>
  [
    ...samples.map(
      (run) =>
        `${run.score} / TBT ${run.tbt} ms / LCP ${run.lcp} ms${run.seenLcp == null ? '' : ` (seen ${run.seenLcp} ms)`} / CPU index ${run.benchmarkIndex}`,
    ),
    ...failedRuns.map((reason) => `failed: ${reason}`),
  ].join('; ');

const COLUMNS = [
  ['route', 'route'],
  ['js', 'first-load JS'],
  ['htmlRaw', 'HTML raw'],
  ['htmlGzip', 'HTML gzip'],
  ['css', 'CSS gzip (sheets)'],
  ['score', 'LH perf'],
  ['tbt', 'TBT'],
  ['lcp', 'LCP'],
  ['cls', 'CLS'],
  ['ratio', 'req/s vs empty'],
  ['sameSize', 'req/s vs bare page of its size'],
  ['reqPerSec', 'req/s'],
  ['p99', 'p99'],
  ['cpu', 'CPU/request'],
  ['upstream', 'upstream /1k views'],
];

/** One row per page route (sample path) and per extra address measured under load. */
export function formatTable({ js, html, lighthouse, lighthouseReference, load, upstream }) {
  const rows = new Map();
  const row = (key) => {
    if (!rows.has(key)) rows.set(key, { route: key });
    return rows.get(key);
  };
  const jsByRoute = new Map((js ?? []).map((entry) => [entry.route, entry.gzip]));
  for (const entry of html ?? []) {
    const target = row(entry.route);
    target.htmlRaw = kb(entry.raw);
    target.htmlGzip = kb(entry.gzip);
    if (entry.cssGzip !== undefined) target.css = `${kb(entry.cssGzip)} (${entry.stylesheets})`;
  }
  for (const [route, gzip] of jsByRoute) row(route).js = kb(gzip);
  for (const entry of [
    ...(lighthouse ?? []),
    ...(lighthouseReference ? [lighthouseReference] : []),
  ]) {
    const target = row(entry.route);
    if (entry.score === null) {
      target.score = 'failed';
      continue;
    }
    target.score = entry.score.toFixed(2);
    target.tbt = `${Math.round(entry.tbt)} ms`;
    target.lcp = `${(entry.lcp / 1000).toFixed(1)} s`;
    target.cls = entry.cls.toFixed(3);
  }
  for (const entry of load?.routes ?? []) {
    const target = row(labelOf(entry));
    target.ratio = `${entry.ratio.toFixed(2)}×`;
    target.reqPerSec = entry.reqPerSec.toFixed(0);
    target.p99 = `${entry.p99Ms} ms`;
    if (entry.cpuMsPerRequest != null) target.cpu = `${entry.cpuMsPerRequest.toFixed(2)} ms`;
    if (entry.sameSizeRatio != null) target.sameSize = `${entry.sameSizeRatio.toFixed(2)}×`;
    if (entry.sameSizeAs) {
      target.htmlRaw = kb(entry.htmlRaw);
      target.htmlGzip = kb(entry.htmlGzip);
    }
  }
  for (const entry of upstream?.results ?? []) {
    const target = row(labelOf(entry));
    target.upstream = `${entry.callsPer1000Views.toFixed(1)} (${entry.calls}/${entry.views})`;
  }
  const present = COLUMNS.filter(
    ([key]) => key === 'route' || [...rows.values()].some((entry) => entry[key] !== undefined),
  );
  const lines = [present.map(([, title]) => title)];
  const sorted = [...rows.values()].sort((a, b) => a.route.localeCompare(b.route));
  for (const entry of sorted) lines.push(present.map(([key]) => entry[key] ?? '–'));
  const widths = present.map((_, index) => Math.max(...lines.map((line) => line[index].length)));
  const text = lines.map(
    (line) => `| ${line.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`,
  );
  text.splice(1, 0, `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  const notes = [];
  if (load)
    notes.push(
      `Empty Next page: ${load.baseline.reqPerSec.toFixed(0)} req/s on average (runs: ${load.baseline.runs.join(', ')}), p99 ≤ ${load.baseline.p99Ms} ms${load.baseline.cpuMsPerRequest == null ? '' : `, ${load.baseline.cpuMsPerRequest.toFixed(2)} ms CPU/request`} (${load.connections} connections). Each route ran ${load.rounds ?? 1} rounds of ${load.seconds ?? 8} s, each between two runs of the empty page and compared with their mean; the figures are the median round. CPU/request: the server process's user + system time over the requests it answered.`,
    );
  if (lighthouseReference)
    notes.push(
      `${lighthouseReference.route}: Lighthouse of the empty Next page (bench/empty-app/), measured before the routes and again after them, the median of all runs: what the framework alone scores on this machine in that run (runs: ${describeRuns(lighthouseReference)}). It is a reference, not held to the budgets; a route's TBT may reach its median + ${BUDGETS.tbtOverEmptyPageMs} ms${tbtAllowance(lighthouseReference) === null ? ' (no run of it completed: nothing to hold TBT to)' : `: ${tbtAllowance(lighthouseReference)} ms in this run`}.`,
    );
  if (load?.routes.some((entry) => entry.sameSizeAs))
    notes.push(
      `"bare Next page, HTML as long as …": the empty app's filler page (bench/empty-app/app/filler/), text only, rendered once and cached as the filtered lists are, its HTML within 1 % of the list's as \`next start\` serves it; "req/s vs bare page of its size" is the list's ratio to the empty page over the bare page's: below 1×, what the list costs beyond its bytes.`,
    );
  if (load?.routes.some((entry) => entry.viaNginx))
    notes.push(
      `"via nginx": the same address through the deployment's proxy (deploy/site-proxy.conf, whose micro-cache keeps a page 5 s) in front of the same \`next start\`, as compose.yaml runs it; its CPU/request is still the Next server's, per view nginx answered.`,
    );
  if (upstream)
    notes.push(
      `Upstream: calls per 1,000 views (calls/views), data cache cold at start, HOSPITAL_API_REVALIDATE=${upstream.revalidateSeconds}; whole run (${upstream.seconds} s, one window), calls per data type: ${JSON.stringify(upstream.totalByType)}; before the first view (the readiness check's probe): ${JSON.stringify(upstream.startupCalls ?? [])}.`,
    );
  return [...text, ...notes].join('\n');
}

/**
 * A filtered address gets a row of its own, and another for it through nginx; any other sample
 * path shares its route's row.
 */
export const labelOf = ({ route, path, viaNginx }) =>
  `${path.includes('?') ? path : route}${viaNginx ? ' via nginx' : ''}`;
