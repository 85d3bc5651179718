import autocannon from 'autocannon';

const CONNECTIONS = 50;

/** autocannon against one address: requests per second (mean), p99 latency and failures. */
export async function measureLoad(url, { connections = CONNECTIONS, duration = 8 } = {}) {
  // A short run first, so that neither server is measured while its code is still being compiled
  // by the JIT or its first-hit caches are filling: both sides of a ratio get the same warm-up.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration });
  return {
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    views: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Each address measured between two runs of the empty page, and compared with their mean: the
 * machine's speed drifts by a fifth over a few minutes (other work, heat), and a baseline taken
 * once at the start would move every ratio with it.
 */
export async function measureBesideBaseline(baselineUrl, entries, log) {
  const baselines = [await measureLoad(baselineUrl)];
  log(`  empty Next page: ${baselines[0].reqPerSec.toFixed(0)} req/s`);
  const routes = [];
  for (const entry of entries) {
    const result = await measureLoad(entry.url);
    const after = await measureLoad(baselineUrl);
    const before = baselines.at(-1);
    baselines.push(after);
    const baselineReqPerSec = (before.reqPerSec + after.reqPerSec) / 2;
    routes.push({
      ...entry.row,
      ...result,
      baselineReqPerSec,
      ratio: result.reqPerSec / baselineReqPerSec,
    });
    log(
      `  ${entry.row.path}: ${result.reqPerSec.toFixed(0)} req/s, p99 ${result.p99Ms} ms; ` +
        `empty page after it ${after.reqPerSec.toFixed(0)} req/s`,
    );
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const baseline = {
    reqPerSec: mean(baselines.map((run) => run.reqPerSec)),
    p99Ms: Math.max(...baselines.map((run) => run.p99Ms)),
    runs: baselines.map((run) => Math.round(run.reqPerSec)),
  };
  return { connections: CONNECTIONS, baseline, routes };
}
