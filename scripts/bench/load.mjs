import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { labelOf } from './table.mjs';

const CONNECTIONS = 50;
const ROUNDS = 3;
const ROUND_SECONDS = 4;

/**
 * CPU time (user + system, in ms) a process has used so far, from /proc; null where there is no
 * /proc (the figure is then left out).
 */
export function cpuClockOf(pid) {
  return () => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime, in clock ticks of 1/100 s on Linux.
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return null;
    }
  };
}

/**
 * autocannon against one address: requests per second (mean), p99 latency, failures and, given
 * the server's CPU clock, its CPU time per request.
 */
export async function measureLoad(
  url,
  { connections = CONNECTIONS, duration = 8, warmUp = true, cpuClock } = {},
) {
  // A short run first, so that neither server is measured while its code is still being compiled
  // by the JIT or its first-hit caches are filling: both sides of a ratio get the same warm-up.
  if (warmUp) await autocannon({ url, connections, duration: 2 });
  const cpuBefore = cpuClock?.() ?? null;
  const result = await autocannon({ url, connections, duration });
  const cpuAfter = cpuClock?.() ?? null;
  const views = result.requests.total;
  return {
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    views,
    failures: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || views === 0
        ? null
        : (cpuAfter - cpuBefore) / views,
  };
}

/**
 * Visitors on `origin` until stopped: `connections` at once, each asking for `paths` in turn (for
 * tests that need the site busy while they check something else). A `{n}` in a path becomes a
 * number no request used before: a search nobody made, which the site renders afresh.
 * @param {string} origin
 * @param {{ paths: string[], connections?: number, maxSeconds?: number }} options
 * @returns {{ stop(): void }}
 */
export function backgroundLoad(origin, { paths, connections = 30, maxSeconds = 120 }) {
  let count = 0;
  const instance = autocannon({
    url: origin,
    connections,
    duration: maxSeconds,
    requests: paths.map((path) => ({
      setupRequest: (request) => ({ ...request, path: path.replace('{n}', String((count += 1))) }),
    })),
  });
  return { stop: () => instance.stop() };
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Each address measured in several short rounds, each round between two runs of the empty page
 * and compared with their mean; the figure is the median round. The empty page's own rate moves
 * by a third from one run to the next on this machine (its server and the load generator share
 * two cores), so a single long run can put a ratio anywhere within ±0.1; interleaving and the
 * median keep one slow or fast moment from deciding it.
 */
export async function measureBesideBaseline(
  baseline,
  entries,
  log,
  { rounds = ROUNDS, seconds = ROUND_SECONDS } = {},
) {
  const options = (target) => ({ duration: seconds, warmUp: false, cpuClock: target.cpuClock });
  for (const target of [baseline, ...entries])
    await autocannon({ url: target.url, connections: CONNECTIONS, duration: 2 });
  const baselineRuns = [await measureLoad(baseline.url, options(baseline))];
  const runsOf = entries.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, entry] of entries.entries()) {
      const result = await measureLoad(entry.url, options(entry));
      const before = baselineRuns.at(-1);
      const after = await measureLoad(baseline.url, options(baseline));
      baselineRuns.push(after);
      runsOf[index].push({
        ...result,
        ratio: result.reqPerSec / ((before.reqPerSec + after.reqPerSec) / 2),
      });
    }
    log(`  round ${round + 1} of ${rounds} done`);
  }
  const routes = entries.map((entry, index) => {
    const runs = runsOf[index];
    const row = {
      ...entry.row,
      reqPerSec: median(runs.map((run) => run.reqPerSec)),
      p99Ms: median(runs.map((run) => run.p99Ms)),
      ratio: median(runs.map((run) => run.ratio)),
      cpuMsPerRequest: median(runs.map((run) => run.cpuMsPerRequest)),
      views: runs.reduce((sum, run) => sum + run.views, 0),
      failures: runs.reduce((sum, run) => sum + run.failures, 0),
      rounds: runs.map((run) => ({
        reqPerSec: Math.round(run.reqPerSec),
        p99Ms: run.p99Ms,
        ratio: Number(run.ratio.toFixed(3)),
      })),
    };
    log(
      `  ${labelOf(row)}: ${row.ratio.toFixed(2)}× (rounds ${row.rounds.map((run) => run.ratio.toFixed(2)).join(', ')}), ` +
        `${row.reqPerSec.toFixed(0)} req/s, p99 ${row.p99Ms} ms` +
        (row.cpuMsPerRequest === null ? '' : `, ${row.cpuMsPerRequest.toFixed(2)} ms CPU`),
    );
    return row;
  });
  return {
    connections: CONNECTIONS,
    rounds,
    seconds,
    baseline: {
      reqPerSec: mean(baselineRuns.map((run) => run.reqPerSec)),
      p99Ms: Math.max(...baselineRuns.map((run) => run.p99Ms)),
      cpuMsPerRequest: median(baselineRuns.map((run) => run.cpuMsPerRequest)),
      runs: baselineRuns.map((run) => Math.round(run.reqPerSec)),
    },
    routes,
  };
}
