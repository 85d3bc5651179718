import autocannon from 'autocannon';

/** autocannon against one address: requests per second (mean), p99 latency and failures. */
export async function measureLoad(url, { connections = 50, duration = 8 } = {}) {
  // A few requests first so that compilation of the route and first-hit caches are not measured.
  for (let index = 0; index < 5; index += 1) await fetch(url).then((response) => response.text());
  const result = await autocannon({ url, connections, duration });
  return {
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    views: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
