import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startNginx } from '../../scripts/scale-out/nginx-process.mjs';
import { startTestPostgres, type TestPostgres } from '../../test-support/postgres';
import { startRedis } from '../../test-support/redis';
import { REVALIDATE_SECRET } from '../../playwright.config';
import { LIVE_BUILD } from '../support/live-build.mjs';
import { QUICK_RELAY_ENV, siteProcess, type SiteProcess } from '../support/site-process';
import { startStubProcess, type StubProcess } from '../../test-support/stub-process';
import type { ReceivedPost } from '../support/stub-upstream/server';

// The reference deployment of compose.yaml on loopback, without containers: Debian's PostgreSQL,
// Redis and nginx, three `next start` instances of one build, and the stub upstream.

export const SITE_PORTS = [3501, 3502, 3503] as const;
/**
 * nginx in front of all three, as deployed (micro-cache on); and, for measuring the instances
 * themselves, two without the micro-cache: one in front of all three and one in front of the
 * first alone.
 */
export const BALANCER_PORT = 3500;
export const UNCACHED_BALANCER_PORT = 3509;
export const SINGLE_BALANCER_PORT = 3510;
export const RATE_LIMIT_PER_MINUTE = 10;

type Redis = Awaited<ReturnType<typeof startRedis>>;

/** The stub upstream in a process of its own, as a real upstream is, steered over HTTP. */
export interface ClusterStub {
  apiUrl: string;
  reset(): Promise<void>;
  /** Each relayed post the upstream took (a resend with a known key is answered, not kept). */
  received(): Promise<ReceivedPost[]>;
  /** Resends the upstream answered from its idempotency record. */
  duplicates(): Promise<number>;
  patch(edit: { collection: string; match: object; set: object }): Promise<number>;
  close(): Promise<void>;
}

async function startClusterStub(): Promise<ClusterStub> {
  const stub: StubProcess = await startStubProcess();
  const control = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${stub.origin}/__control/${path}`, init);
    if (!response.ok) throw new Error(`stub ${path}: ${response.status}`);
    return response.json();
  };
  const receivedState = () =>
    control('received') as Promise<{ received: ReceivedPost[]; duplicates: number }>;
  return {
    apiUrl: stub.apiUrl,
    reset: () => stub.reset(),
    received: async () => (await receivedState()).received,
    duplicates: async () => (await receivedState()).duplicates,
    patch: async (edit) =>
      (
        (await control('patch', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(edit),
        })) as { patched: number }
      ).patched,
    close: () => stub.close(),
  };
}

export interface Cluster {
  stub: ClusterStub;
  postgres: TestPostgres;
  databaseUrl: string;
  redis: Redis;
  sites: SiteProcess[];
  balancer: string;
  uncachedBalancer: string;
  singleBalancer: string;
  /** What each nginx logged: warnings and errors (a header it could not read, a failed instance). */
  errorLogs: { balancer(): string; uncachedBalancer(): string };
  dataDir: string;
  stop(): Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  const dataDir = join(__dirname, '..', '..', '.data', 'e2e-scale-out');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const [stub, postgres, redis] = await Promise.all([
    startClusterStub(),
    startTestPostgres(),
    startRedis(),
  ]);
  const databaseUrl = await postgres.createDatabase('scale_out');
  const sites = SITE_PORTS.map((port) =>
    siteProcess({
      port,
      // Built as a deploy is, while the upstream answered: its pages are cached renders.
      distDir: LIVE_BUILD.distDir,
      env: {
        ...QUICK_RELAY_ENV,
        // The default: a relay send cut short by a busy machine is sent again (answered from the
        // upstream's idempotency record), which would blur the count of resends a crash causes.
        HOSPITAL_API_TIMEOUT_MS: '8000',
        HOSPITAL_API_URL: stub.apiUrl,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis.url,
        REVALIDATE_SECRET,
        // One folder for all three, as the shared volume of compose.yaml: any instance's relay
        // may send a CV another instance received.
        SUBMISSIONS_DATA_DIR: dataDir,
        FORM_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
        // nginx is one hop; the address before it stands for the visitor's (see the spec).
        TRUST_PROXY_HOPS: '2',
      },
    }),
  );
  // One at a time: the first applies the store's migrations under its advisory lock.
  for (const site of sites) await site.start();
  const balancers = await Promise.all([
    startNginx(BALANCER_PORT, SITE_PORTS, { servedByHeader: true }),
    startNginx(UNCACHED_BALANCER_PORT, SITE_PORTS, { pageCache: false, servedByHeader: true }),
    startNginx(SINGLE_BALANCER_PORT, [SITE_PORTS[0]], { pageCache: false, servedByHeader: true }),
  ]);
  return {
    stub,
    postgres,
    databaseUrl,
    redis,
    sites,
    balancer: `http://127.0.0.1:${BALANCER_PORT}`,
    uncachedBalancer: `http://127.0.0.1:${UNCACHED_BALANCER_PORT}`,
    singleBalancer: `http://127.0.0.1:${SINGLE_BALANCER_PORT}`,
    errorLogs: {
      balancer: () => balancers[0].errorLog(),
      uncachedBalancer: () => balancers[1].errorLog(),
    },
    dataDir,
    async stop() {
      await Promise.allSettled(balancers.map((balancer) => balancer.stop()));
      await Promise.allSettled(sites.map((site) => site.stop()));
      await Promise.allSettled([stub.close(), redis.stop(), postgres.stop()]);
    },
  };
}

export { REVALIDATE_SECRET };
