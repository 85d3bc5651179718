import { expect, test } from '../support/test';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Client } from 'pg';
import { DOCTORS_PAGE_SIZE } from '../../lib/doctors/query';
import { backgroundLoad, measureLoad } from '../../scripts/bench/load.mjs';
import { startNginx } from '../../scripts/scale-out/nginx-process.mjs';
import { startRedis } from '../../test-support/redis';
import { catalogue } from '../support/catalogue';
import { PDF_BYTES, humanTraps } from '../support/forms';
import {
  RATE_LIMIT_PER_MINUTE,
  REVALIDATE_SECRET,
  SITE_PORTS,
  startCluster,
  type Cluster,
} from './cluster';

// Several site instances behind a load balancer share one store, one cache and one rate limit:
// the reference deployment of compose.yaml, on loopback (./cluster.ts). Each test prints its
// figures; the assertions are what a visitor and the hospital must be able to count on.

const POSTS = 1000;
const CONCURRENCY = 16;

let cluster: Cluster;

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster();
});

test.afterAll(async () => {
  await cluster?.stop();
});

const report = (line: string) => console.log(`[scale-out] ${line}`);

/** Which instance nginx passed the request to (the loopback config names it in a header). */
const servedBy = (response: Response) =>
  // After a refused connection nginx lists each instance it tried; the last one answered.
  response.headers.get('x-served-by')?.split(',').at(-1)?.trim() ?? 'unknown';

interface Sent {
  name: string;
  reference: string;
  instance: string;
}

/** A visitor's address as the edge in front of nginx would pass it (TRUST_PROXY_HOPS=2). */
const visitorAddress = (index: number) =>
  `10.${Math.floor(index / 62500) + 20}.${Math.floor(index / 250) % 250}.${index % 250}`;

/** One valid request of a rotating kind, CVs included, through the balancer, with its key. */
async function send(
  run: string,
  index: number,
  address = visitorAddress(index),
  requestKey = randomUUID(),
) {
  const name = `${run} patient ${index}`;
  const person = { name, phone: '9876543210', email: `p${index}@example.com` };
  const headers = { 'x-forwarded-for': address, 'idempotency-key': requestKey };
  const kind = index % 5;
  let response: Response;
  if (kind === 0) {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...person, id: 'j0001', company: '' }))
      form.set(key, value);
    form.set('startedAt', String(Date.now() - 10_000));
    form.set('cv', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'cv.pdf');
    response = await fetch(`${cluster.balancer}/api/career-applications`, {
      method: 'POST',
      body: form,
      headers,
    });
  } else {
    const [path, extra] = [
      ['/api/appointments', { location: 'Ferozepur', specialty: 'Cardiology', message: 'Visit' }],
      ['/api/contact', { message: 'Question about visiting hours' }],
      ['/api/callbacks', {}],
      ['/api/doctor-appointments', { doctorname: 'Dr. Sample', message: 'Follow-up' }],
    ][kind - 1] as [string, Record<string, string>];
    response = await fetch(`${cluster.balancer}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...person, ...extra, ...humanTraps() }),
    });
  }
  return { name, response };
}

/**
 * As the site's forms do (components/forms/post-form.ts): when no answer from the site came
 * back (the connection dropped, or nginx's 502 for an instance that died holding the request),
 * the same request is sent again with the same key, twice at most.
 */
async function sendUntilAnswered(run: string, index: number, resends: { count: number }) {
  const requestKey = randomUUID();
  for (let attempt = 0; ; attempt += 1) {
    const sent = await send(run, index, visitorAddress(index), requestKey).catch(() => null);
    const body = sent
      ? ((await sent.response.json().catch(() => null)) as { reference?: string } | null)
      : null;
    if ((sent && body) || attempt === 2) return { sent, body };
    resends.count += 1;
    await new Promise((resolve) => setTimeout(resolve, 800 * (attempt + 1)));
  }
}

/**
 * Sends indexes [0, POSTS) with CONCURRENCY in flight at once, calling `at` once as each of its
 * indexes is reached; every request must end accepted.
 */
async function sendAll(
  run: string,
  sent: Sent[],
  resends: { count: number },
  at: Record<number, () => Promise<void>>,
) {
  let next = 0;
  const worker = async () => {
    while (next < POSTS) {
      const index = next++;
      await at[index]?.();
      const { sent: answer, body } = await sendUntilAnswered(run, index, resends);
      expect(answer?.response.status, `${run} patient ${index}: ${JSON.stringify(body)}`).toBe(201);
      expect(body?.reference).toMatch(/^AH-/);
      sent.push({
        name: answer!.name,
        reference: body!.reference!,
        instance: servedBy(answer!.response),
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function storedRows(namePrefix: string) {
  const client = new Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ reference: string; name: string; status: string }>(
      `select reference, payload->>'name' as name, status from submissions
        where payload->>'name' like $1`,
      [`${namePrefix} %`],
    );
    return rows;
  } finally {
    await client.end();
  }
}

const countBy = (values: string[]) =>
  values.reduce<Record<string, number>>((counts, value) => {
    counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }, {});

test(`${POSTS} posts through nginx are stored once and relayed once, with one instance killed and restarted halfway`, async () => {
  const run = 'scale';
  await cluster.stub.reset();
  const started = Date.now();
  const sent: Sent[] = [];
  const resends = { count: 0 };
  // SIGKILL in the middle of the traffic: posts in flight on it are cut off (sent again by the
  // client with their key), and a relay lease it held expires for another instance to take.
  // The restart runs beside the traffic, as a supervisor would bring it back.
  let restarted: Promise<void> | undefined;
  await sendAll(run, sent, resends, {
    [POSTS / 2]: () => cluster.sites[1]!.kill(),
    [(POSTS * 3) / 4]: async () => {
      restarted = cluster.sites[1]!.start();
    },
  });
  await restarted;
  const acceptedMs = Date.now() - started;

  expect(new Set(sent.map((entry) => entry.reference)).size).toBe(POSTS);
  const spread = countBy(sent.map((entry) => entry.instance));
  expect(Object.keys(spread).filter((instance) => instance !== 'unknown')).toHaveLength(3);

  const names = new Set(sent.map((entry) => entry.name));
  const arrived = async () =>
    (await cluster.stub.received()).filter((post) => names.has(String(post.body.name)));
  await expect
    .poll(async () => (await arrived()).length, { timeout: 90_000, intervals: [500] })
    .toBe(POSTS);
  const relayedMs = Date.now() - started;
  const relayed = await arrived();
  expect(new Set(relayed.map((post) => post.body.name)).size).toBe(POSTS);
  expect(new Set(relayed.map((post) => post.headers['idempotency-key'])).size).toBe(POSTS);

  // A row the killed instance had sent but not yet marked is marked by another instance once the
  // dead one's lease runs out (2 × the 8 s upstream timeout + 30 s after it claimed the row), which
  // can be well after every post has arrived upstream.
  await expect
    .poll(async () => (await storedRows(run)).filter((row) => row.status === 'delivered').length, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe(POSTS);
  const rows = await storedRows(run);
  expect(rows).toHaveLength(POSTS);
  expect(new Set(rows.map((row) => row.name)).size).toBe(POSTS);

  report(
    `posts: ${POSTS} sent, ${sent.length} accepted (201) in ${(acceptedMs / 1000).toFixed(1)} s; ` +
      `answered by ${JSON.stringify(spread)}; ${rows.length} rows stored, ` +
      `${rows.length - new Set(rows.map((row) => row.name)).size} duplicate rows; ` +
      `${relayed.length} relayed to the upstream, each once, all delivered ${(relayedMs / 1000).toFixed(1)} s after the first post; ` +
      `${resends.count} posts sent again by the client after a lost answer; ` +
      `${await cluster.stub.duplicates()} relay resends answered from the upstream's idempotency record`,
  );
});

/** Milliseconds from `since` until `url` serves `text`, asking every 100 ms (Infinity after 20 s). */
async function servedNewNameWithin(url: string, text: string, since: number) {
  for (;;) {
    if ((await (await fetch(url)).text()).includes(text)) return Date.now() - since;
    if (Date.now() - since > 20_000) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Renames a doctor upstream and sends the revalidation webhook for doctors to `origin`, as the
 * hospital's admin does after an edit: the new name, and when the webhook was answered.
 */
async function renameDoctorAndRevalidate(
  doctor: { slug: string; name: string },
  suffix: string,
  origin: string,
) {
  const renamed = `${doctor.name} ${suffix}`;
  expect(
    await cluster.stub.patch({
      collection: 'doctors',
      match: { slug: doctor.slug },
      set: { name: renamed },
    }),
  ).toBe(1);
  const sentAt = Date.now();
  const webhook = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: ['doctors'] }),
  });
  expect(webhook.status).toBe(200);
  return { renamed, sentAt };
}

test('a revalidation sent to one instance changes what all three serve', async () => {
  const doctor = catalogue.doctors[3]!;
  const path = `/doctor/${doctor.slug}`;
  const origins = SITE_PORTS.map((port) => `http://127.0.0.1:${port}`);
  for (const origin of origins) {
    const html = await (await fetch(`${origin}${path}`)).text();
    expect(html).toContain(doctor.name);
  }
  // A copy in nginx's micro-cache too, as a page visitors are reading has.
  expect(await (await fetch(`${cluster.balancer}${path}`)).text()).toContain(doctor.name);
  const { renamed, sentAt } = await renameDoctorAndRevalidate(doctor, 'Sharma-Gill', origins[0]!);

  // nginx asked every 100 ms meanwhile, as visitors do.
  const balancerServed = servedNewNameWithin(`${cluster.balancer}${path}`, renamed, sentAt);
  // Instances 2 and 3 first (the webhook went to 1), one request each in turn.
  const seen = await Promise.all(
    [origins[1]!, origins[2]!, origins[0]!].map(async (origin) => {
      let requests = 0;
      for (;;) {
        requests += 1;
        const html = await (await fetch(`${origin}${path}`)).text();
        if (html.includes(renamed)) return { origin, requests, ms: Date.now() - sentAt };
        if (Date.now() - sentAt > 20_000) return { origin, requests, ms: Infinity };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  const throughBalancer = await balancerServed;
  report(
    `through nginx: the new name after ${throughBalancer} ms (its micro-cache keeps a copy 5 s)`,
  );
  // The copy's 5 s, then one request that refreshes it in the background.
  expect(throughBalancer).toBeLessThan(8_000);
  report(
    `revalidation sent to ${origins[0]}: ${seen
      .map(
        (entry) =>
          `${entry.origin} served the new name at request ${entry.requests}, ${entry.ms} ms after`,
      )
      .join('; ')}`,
  );
  for (const entry of seen) expect(entry.ms, entry.origin).toBeLessThan(20_000);
  for (const entry of seen) expect(entry.requests, entry.origin).toBe(1);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Health with its details (the revalidation secret opens them through any proxy). */
async function detailedHealth(origin: string) {
  const response = await fetch(`${origin}/api/health`, {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
  });
  return (await response.json()) as {
    status: string;
    cache?: { kind: string; reachable?: boolean };
  };
}

test('a revalidation sent to one instance reaches all three under load, after Redis went down and came back', async () => {
  const doctor = catalogue.doctors[6]!;
  const path = `/doctor/${doctor.slug}`;
  const origins = SITE_PORTS.map((port) => `http://127.0.0.1:${port}`);
  for (const origin of origins)
    expect(await (await fetch(`${origin}${path}`)).text()).toContain(doctor.name);
  // Visitors on every instance, past nginx's micro-cache: pages read from Redis, and searches
  // nobody made before, each a render of its own.
  const load = backgroundLoad(cluster.uncachedBalancer, {
    connections: 50,
    paths: ['/', '/doctors?q=load-{n}', '/contact-us', '/blogs?q=load-{n}', '/doctors'],
  });
  try {
    await sleep(3_000);
    // Redis goes away under the load and comes back empty, as after a crash.
    const { port } = cluster.redis;
    await cluster.redis.stop();
    await sleep(4_000);
    cluster.redis = await startRedis({ port });
    await sleep(3_000);
    const { renamed, sentAt } = await renameDoctorAndRevalidate(doctor, 'Under-Load', origins[0]!);
    const seen = await Promise.all(
      origins.map(async (origin) => {
        let stale = 0;
        for (;;) {
          const html = await (await fetch(`${origin}${path}`)).text();
          if (html.includes(renamed)) return { origin, stale, ms: Date.now() - sentAt };
          stale += 1;
          if (Date.now() - sentAt > 45_000) return { origin, stale, ms: Infinity };
          await sleep(200);
        }
      }),
    );
    report(
      `revalidation under load (50 connections, searches and pages): ${seen
        .map(
          (entry) => `${entry.origin} new name after ${entry.ms} ms, ${entry.stale} stale answers`,
        )
        .join('; ')}`,
    );
    for (const entry of seen) expect(entry.ms, entry.origin).toBeLessThan(45_000);
  } finally {
    load.stop();
  }
  // Each instance's cache client is the one its health reports, and it is connected.
  for (const origin of origins)
    await expect
      .poll(async () => (await detailedHealth(origin)).cache, { timeout: 15_000 })
      .toEqual({ kind: 'redis', reachable: true });
});

test('a long address through nginx leaves every instance in rotation: pages and posts keep answering', async () => {
  const long = 'a'.repeat(7_000);
  // Addresses the site redirects: an old spelling, a trailing slash, with a long query or path.
  const attacks = [`/home?q=${long}`, `/${long}/`, `/doctors/?city=${long}`];
  const attackAnswers: number[] = [];
  const ordinary: string[] = [];
  const started = Date.now();
  const attacker = (async () => {
    // Two a second for 10 s: enough failures within nginx's window to take an instance out, were
    // the long addresses to count against it.
    for (let index = 0; index < 20; index += 1) {
      const response = await fetch(`${cluster.balancer}${attacks[index % attacks.length]}`, {
        redirect: 'manual',
      });
      await response.arrayBuffer();
      attackAnswers.push(response.status);
      await sleep(500);
    }
  })();
  const visitors = (async () => {
    for (let index = 0; Date.now() - started < 10_500; index += 1) {
      // A search nobody made before: past nginx's micro-cache, to an instance.
      const page = await fetch(`${cluster.balancer}/doctors?q=visitor-${started}-${index}`);
      await page.arrayBuffer();
      ordinary.push(`GET ${page.status}`);
      if (index % 4 === 0) {
        const { response } = await send('long-address', 60_000 + index * 5 + 1);
        ordinary.push(`POST ${response.status}`);
      }
      await sleep(150);
    }
  })();
  await Promise.all([attacker, visitors]);
  report(
    `long addresses through nginx: ${JSON.stringify(countBy(attackAnswers.map(String)))}; meanwhile ${JSON.stringify(countBy(ordinary))}`,
  );
  expect(ordinary.filter((answer) => / 5\d\d$/.test(answer))).toEqual([]);
  expect(attackAnswers.every((status) => status === 308 || status === 404)).toBe(true);
  expect(cluster.errorLogs.balancer()).not.toContain('too big header');
  expect(cluster.errorLogs.balancer()).not.toContain('no live upstreams');
});

/** Status and headers of a POST whose body nginx refuses for its announced length alone. */
function postAnnouncingBytes(origin: string, bytes: number) {
  return new Promise<{ status: number; headers: Headers }>((resolve, reject) => {
    const request = httpRequest(
      `${origin}/api/contact`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': bytes } },
      (response) => {
        response.resume();
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (typeof value === 'string') headers.set(name, value);
        resolve({ status: response.statusCode ?? 0, headers });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test("nginx's own answers carry the site's security headers, and the site's answers carry them once", async () => {
  const orphan = await startNginx(3511, [3599], { upstreamsDown: true });
  try {
    const answers = {
      'address too long': await fetch(`${cluster.balancer}/${'a'.repeat(9_000)}`),
      'body too large': await postAnnouncingBytes(cluster.balancer, 7 * 1024 * 1024),
      'no instance': await fetch(`${orphan.origin}/contact-us`),
    };
    const statuses = Object.fromEntries(
      Object.entries(answers).map(([what, answer]) => [what, answer.status]),
    );
    report(`nginx's own answers: ${JSON.stringify(statuses)}`);
    expect(statuses).toEqual({
      'address too long': 414,
      'body too large': 413,
      'no instance': 502,
    });
    for (const [what, { headers }] of Object.entries(answers)) {
      expect(headers.get('content-security-policy'), what).toContain("default-src 'none'");
      expect(headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(headers.get('x-frame-options'), what).toBe('DENY');
      expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
      expect(headers.get('cross-origin-resource-policy'), what).toBe('same-origin');
    }
  } finally {
    await orphan.stop();
  }
  // A page (twice: the second from the micro-cache) has the site's own policy, not nginx's too.
  for (let view = 0; view < 2; view += 1) {
    const page = await fetch(`${cluster.balancer}/contact-us`);
    await page.arrayBuffer();
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain("default-src 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  }
});

test('through nginx, the health check says only up or degraded; its details need the secret', async () => {
  const open = await fetch(`${cluster.balancer}/api/health`);
  expect(open.status).toBe(200);
  expect(await open.json()).toEqual({ status: 'up' });
  const detailed = await detailedHealth(cluster.balancer);
  expect(detailed).toMatchObject({
    status: expect.stringMatching(/^(ok|attention)$/),
    submissions: expect.any(Object),
    cache: { kind: 'redis', reachable: true },
  });
});

test(`the form limit of ${RATE_LIMIT_PER_MINUTE} a minute holds across instances`, async () => {
  const address = '10.250.0.1';
  const answers: { status: number; instance: string }[] = [];
  for (let index = 0; index <= RATE_LIMIT_PER_MINUTE; index += 1) {
    const { response } = await send('limit', 1 + index * 5, address);
    answers.push({ status: response.status, instance: servedBy(response) });
  }
  report(
    `one address, ${answers.length} posts: ${answers.map((a) => `${a.status} by ${a.instance}`).join(', ')}`,
  );
  expect(answers.slice(0, RATE_LIMIT_PER_MINUTE).map((answer) => answer.status)).toEqual(
    Array(RATE_LIMIT_PER_MINUTE).fill(201),
  );
  expect(answers.at(-1)!.status).toBe(429);
  expect(new Set(answers.map((answer) => answer.instance)).size).toBe(3);
});

test('requests per second of a cached page through nginx, one instance and three', async () => {
  const path = '/contact-us';
  const measure = async (origin: string) => {
    const result = await measureLoad(`${origin}${path}`);
    expect(result.failures).toBe(0);
    return result.reqPerSec;
  };
  // The instances themselves: nginx without its micro-cache.
  const one = await measure(cluster.singleBalancer);
  const three = await measure(cluster.uncachedBalancer);
  const microCached = await measure(cluster.balancer);
  report(
    `${path} through nginx at 50 connections: one instance ${one.toFixed(0)} req/s, ` +
      `three ${three.toFixed(0)} req/s, ratio ${(three / one).toFixed(2)}; with nginx's micro-cache ` +
      `${microCached.toFixed(0)} req/s (2 cores shared by nginx, the instances and the load generator)`,
  );
});

test('nginx keeps only the pages Next marks shareable, and only as documents', async () => {
  const twice = async (path: string, headers: Record<string, string> = {}) => {
    const verdicts: string[] = [];
    for (let view = 0; view < 2; view += 1) {
      const response = await fetch(`${cluster.balancer}${path}`, { headers });
      await response.arrayBuffer();
      verdicts.push(`${response.status} ${response.headers.get('x-cache-status')}`);
    }
    return verdicts;
  };
  const seen = {
    page: await twice('/contact-us'),
    navigation: await twice('/contact-us?_rsc=scale', { rsc: '1' }),
    health: await twice('/api/health'),
    missing: await twice('/no-such-page-here'),
  };
  report(`what nginx kept: ${JSON.stringify(seen)}`);
  expect(seen.page[1]).toBe('200 HIT');
  expect(seen.navigation).toEqual(['200 BYPASS', '200 BYPASS']);
  for (const verdicts of [seen.health, seen.missing])
    for (const verdict of verdicts) expect(verdict).not.toMatch(/HIT|STALE|UPDATING/);
});

test('nginx compresses the sitemap, which Next sends raw, and passes pages on as Next compressed them', async () => {
  const fetched = async (path: string) => {
    const response = await fetch(`${cluster.balancer}${path}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    return {
      encoding: response.headers.get('content-encoding'),
      // fetch undoes the gzip: the text is what a browser reads.
      text: await response.text(),
    };
  };
  const sitemap = await fetched('/sitemap.xml');
  const page = await fetched('/contact-us');
  report(`content-encoding through nginx: sitemap ${sitemap.encoding}, page ${page.encoding}`);
  expect(sitemap.encoding).toBe('gzip');
  expect(sitemap.text).toContain('<urlset');
  expect(page.encoding).toBe('gzip');
  expect(page.text).toContain('</html>');
});

test('a burst of one shared filtered link is answered by nginx, reaching the instances about once per 5 s', async () => {
  const city = catalogue.doctors[0]!.city.split(',')[0]!.trim();
  const expected = catalogue.doctors
    .filter((doctor) => doctor.city.split(',').some((entry) => entry.trim() === city))
    .slice(0, DOCTORS_PAGE_SIZE)
    .map((doctor) => doctor.slug);
  const url = `${cluster.balancer}/doctors?city=${encodeURIComponent(city)}`;
  const VIEWS = 2000;
  const verdicts: string[] = [];
  const wrong: string[] = [];
  let reachedInstances = 0;
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < VIEWS) {
        next += 1;
        const response = await fetch(url);
        const html = await response.text();
        verdicts.push(`${response.status} ${response.headers.get('x-cache-status') ?? 'none'}`);
        if (response.headers.get('x-served-by')) reachedInstances += 1;
        const slugs = [...html.matchAll(/<li>(?:(?!<\/li>).)*?href="\/doctor\/([^"]+)"/gs)].map(
          (match) => match[1],
        );
        if (JSON.stringify(slugs) !== JSON.stringify(expected)) wrong.push(slugs.join(' '));
      }
    }),
  );
  const elapsedMs = Date.now() - started;
  report(
    `${VIEWS} views of ${url} by 50 visitors at once in ${elapsedMs} ms: ` +
      `${JSON.stringify(countBy(verdicts))}; ${reachedInstances} reached an instance`,
  );
  expect(wrong, 'every view holds exactly the filtered doctors').toEqual([]);
  expect(verdicts.every((verdict) => verdict.startsWith('200 '))).toBe(true);
  // One request per 5 s window refreshes the copy (plus the first); the rest wait for it or
  // take the copy.
  expect(reachedInstances).toBeLessThanOrEqual(2 * (Math.ceil(elapsedMs / 5000) + 1));
});

test('with Redis stopped, pages and forms keep answering', async () => {
  await cluster.redis.stop();
  const paths = [
    '/',
    '/doctors',
    '/doctors?city=Pathankot',
    '/contact-us',
    `/doctor/${catalogue.doctors[0]!.slug}`,
  ];
  const statuses: number[] = [];
  const started = Date.now();
  for (let round = 0; round < 3; round += 1)
    for (const path of paths) {
      // Past nginx's micro-cache: each view is answered by an instance.
      const response = await fetch(`${cluster.uncachedBalancer}${path}`);
      await response.arrayBuffer();
      statuses.push(response.status);
    }
  const pagesMs = Date.now() - started;
  const { response } = await send('no-redis', 5, '10.251.0.1');
  report(
    `Redis stopped: ${statuses.length} page views through nginx answered ${JSON.stringify(countBy(statuses.map(String)))} in ${pagesMs} ms; a form post answered ${response.status}`,
  );
  expect(statuses.every((status) => status === 200)).toBe(true);
  expect(response.status).toBe(201);
  const health = (await (await fetch(`${cluster.balancer}/api/health`)).json()) as {
    status: string;
  };
  expect(health.status).toBe('degraded');
});
