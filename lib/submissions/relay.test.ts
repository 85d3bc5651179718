/** @jest-environment node */
import '@/test-support/submissions/native-pglite';
import { writeAttachment } from './attachments';
import { createSubmissions } from './index';
import { claimDue, findById, insertSubmission, type NewSubmission } from './queries';
import { backoffDelay, Relay, type RelayOptions } from './relay';
import { submissions, type StoredSubmission } from './schema';
import { DRIVERS, openHarness, type Harness } from '@/test-support/submissions/drivers';
import {
  FakeUpstream,
  freePort,
  jsonBody,
  multipartBody,
  waitFor,
} from '@/test-support/submissions/support';
import { indiaDateTime, isRetryableStatus } from './upstream';

describe('backoff', () => {
  it('doubles from the base delay up to the cap, with ±20 % jitter', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, 2000, 600_000, middle))).toEqual([
      2000, 4000, 8000, 16000,
    ]);
    expect(backoffDelay(20, 2000, 600_000, middle)).toBe(600_000);
    expect(backoffDelay(1, 2000, 600_000, () => 0)).toBe(1600);
    expect(backoffDelay(1, 2000, 600_000, () => 0.999999)).toBe(2400);
  });

  it('retries network-like failures, never a refusal', () => {
    expect([408, 429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 413, 415, 422].some(isRetryableStatus)).toBe(false);
  });

  it('dates an appointment in India time', () => {
    expect(indiaDateTime(new Date('2026-03-01T20:15:00Z'))).toEqual({
      date: '2026-03-02',
      time: '01:45',
    });
  });
});

const HOUR = 3_600_000;
const FAST = {
  // Generous: PGlite runs in this process, and on a loaded machine its work can hold the event
  // loop past a short timeout while an answer waits, and the relay then rightly sends again. The
  // test of timeouts sets its own.
  timeoutMs: 15_000,
  intervalMs: 100,
  baseDelayMs: 20,
  maxDelayMs: 100,
  giveUpAfterMs: 72 * HOUR,
};

describe.each(DRIVERS)('relay on %s', (driver) => {
  let harness: Harness;
  let upstream: FakeUpstream;
  const relays: Relay[] = [];
  const extraUpstreams: FakeUpstream[] = [];
  let lines: string[] = [];

  beforeAll(async () => {
    harness = await openHarness(driver);
    upstream = await new FakeUpstream().start();
  }, 30_000);
  afterAll(async () => {
    await upstream?.close();
    await harness?.close();
  });
  beforeEach(async () => {
    await harness.store.db.delete(submissions);
    upstream.requests.length = 0;
    upstream.answer = () => ({ status: 200, body: { success: true } });
    lines = [];
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((relay) => relay.stop()));
    await Promise.all(extraUpstreams.splice(0).map((server) => server.close()));
  });

  function startRelay(options: Partial<RelayOptions> = {}, db = harness.store.db): Relay {
    const relay = new Relay(db, {
      upstreamUrl: upstream.apiUrl,
      dataDir: harness.config.dataDir,
      ...FAST,
      log: (line) => lines.push(line),
      ...options,
    });
    relays.push(relay);
    relay.start();
    return relay;
  }

  // The relay logs a delivery or a death just after recording it: a test that saw the row
  // settle waits for the line too.
  const loggedLines = (text: string, count: number) =>
    waitFor(
      () => {
        const found = lines.filter((line) => line.includes(text));
        return found.length >= count ? found : undefined;
      },
      { what: `${count} lines with "${text}"` },
    );
  const store = (input: NewSubmission) => insertSubmission(harness.store.db, input, 'pending');
  const reload = async (row: StoredSubmission) => (await findById(harness.store.db, row.id))!;
  const settled = (row: StoredSubmission, status: 'delivered' | 'dead' = 'delivered') =>
    waitFor(
      async () => {
        const current = await reload(row);
        return current.status === status ? current : undefined;
      },
      { what: `${row.reference} to be ${status}` },
    );

  it('delivers each kind to its endpoint, with the Idempotency-Key and the body the upstream expects', async () => {
    const person = { name: 'Asha Verma', phone: '9876543210', email: 'asha@example.org' };
    const cvBytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 7)]);
    const cv = await writeAttachment(harness.config.dataDir, cvBytes, 'pdf');
    const rows = {
      appointment: await store({
        kind: 'appointment',
        payload: {
          ...person,
          location: 'Amritsar',
          specialty: 'Cardiology',
          message: 'Chest pain',
        },
      }),
      doctor: await store({
        kind: 'doctor-appointment',
        payload: { ...person, doctorname: 'Dr. Harpreet Singh', message: 'Follow-up' },
      }),
      contact: await store({
        kind: 'contact',
        payload: { ...person, message: 'Billing question' },
      }),
      callback: await store({ kind: 'callback', payload: { ...person, message: 'connect' } }),
      career: await store({
        kind: 'career-application',
        payload: { ...person, id: 'job-42' },
        attachment: {
          path: cv.path,
          originalName: 'Résumé final.pdf',
          size: cvBytes.length,
          mediaType: 'application/pdf',
        },
      }),
    };

    startRelay();
    const delivered = await Promise.all(Object.values(rows).map((row) => settled(row)));

    const requestFor = (row: StoredSubmission) => {
      const received = upstream.requestsWithKey(row.id);
      expect(received).toHaveLength(1);
      return received[0]!;
    };

    const appointment = requestFor(rows.appointment);
    expect(appointment).toMatchObject({ method: 'POST', path: '/api/add-appointment' });
    expect(appointment.headers['content-type']).toBe('application/json');
    expect(jsonBody(appointment)).toEqual({
      ...person,
      location: 'Amritsar',
      specialty: 'Cardiology',
      message: 'Chest pain',
      ...indiaDateTime(rows.appointment.createdAt),
    });

    expect(requestFor(rows.doctor).path).toBe('/api/add-doctorAppointment');
    expect(jsonBody(requestFor(rows.doctor))).toEqual({
      ...person,
      doctorname: 'Dr. Harpreet Singh',
      message: 'Follow-up',
    });

    expect(requestFor(rows.contact).path).toBe('/api/add-contact');
    expect(jsonBody(requestFor(rows.contact))).toEqual({
      name: person.name,
      email: person.email,
      phone: person.phone,
      message: 'Billing question',
    });

    expect(requestFor(rows.callback).path).toBe('/api/add-contact');
    expect(jsonBody(requestFor(rows.callback))).toEqual({
      name: person.name,
      email: person.email,
      phone: person.phone,
      message: 'connect',
    });

    const career = requestFor(rows.career);
    expect(career.path).toBe('/api/apply-form');
    expect(career.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await multipartBody(career);
    expect(
      Object.fromEntries(['name', 'phone', 'email', 'id'].map((key) => [key, form.get(key)])),
    ).toEqual({ ...person, id: 'job-42' });
    const file = form.get('cv') as File;
    expect(file.name).toBe(`cv-${rows.career.reference}.pdf`);
    expect(file.type).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(cvBytes)).toBe(true);

    for (const row of delivered) {
      expect(row).toMatchObject({
        attempts: 1,
        upstreamStatus: 200,
        upstreamBody: { success: true },
        leaseUntil: null,
      });
      expect(row.deliveredAt).toBeInstanceOf(Date);
    }
    expect(await loggedLines('delivered', 5)).toHaveLength(5);
  });

  it('retries after a 500 with growing delays, then delivers under the same key', async () => {
    upstream.answer = (_request, index) =>
      index < 2
        ? { status: 500, body: { errorMessage: 'Database down' } }
        : { status: 201, body: { ok: 1 } };
    const row = await store({ kind: 'contact', payload: { name: 'R' } });
    const arrivals: number[] = [];
    const answer = upstream.answer;
    upstream.answer = (request, index) => {
      arrivals.push(Date.now());
      return answer(request, index);
    };

    startRelay({ baseDelayMs: 150, maxDelayMs: 1000, random: () => 0 });
    const delivered = await settled(row);

    expect(upstream.requestsWithKey(row.id)).toHaveLength(3);
    expect(delivered).toMatchObject({
      attempts: 3,
      upstreamStatus: 201,
      lastError: expect.stringContaining('HTTP 500'),
    });
    // Backoff 150 ms then 300 ms, less 20 % jitter at most.
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(115);
    expect(arrivals[2]! - arrivals[1]!).toBeGreaterThanOrEqual(235);
    expect(lines.filter((line) => line.includes('not delivered'))).toHaveLength(2);
  });

  it('retries while the upstream refuses connections and delivers once it is back', async () => {
    const port = await freePort();
    const row = await store({
      kind: 'callback',
      payload: { name: 'C', email: 'c@example.org', phone: '9876543210' },
    });
    startRelay({ upstreamUrl: `http://127.0.0.1:${port}/api`, baseDelayMs: 50, maxDelayMs: 50 });

    const failed = await waitFor(async () => {
      const current = await reload(row);
      return current.attempts >= 2 ? current : undefined;
    });
    expect(failed.status).toBe('pending');
    expect(failed.lastError).toMatch(/ECONNREFUSED/);

    const revived = await new FakeUpstream().start(port);
    extraUpstreams.push(revived);
    const delivered = await settled(row);
    expect(revived.requestsWithKey(row.id)).toHaveLength(1);
    expect(delivered.attempts).toBeGreaterThanOrEqual(3);
  });

  it('treats a timeout as a failed attempt', async () => {
    upstream.answer = (_request, index) =>
      index === 0 ? { status: 200, delayMs: 2000 } : { status: 200, body: { ok: true } };
    const row = await store({ kind: 'contact', payload: { name: 'T' } });
    startRelay({ timeoutMs: 150 });
    const delivered = await settled(row);
    expect(delivered.attempts).toBe(2);
    expect(delivered.lastError).toMatch(/timed out after 150 ms/);
  });

  it('marks a request dead at once when the upstream refuses it (400)', async () => {
    upstream.answer = () => ({ status: 400, body: { errorMessage: 'Invalid phone number' } });
    const row = await store({ kind: 'appointment', payload: { name: 'D', phone: '12' } });
    startRelay();
    const dead = await settled(row, 'dead');
    expect(dead).toMatchObject({
      attempts: 1,
      upstreamStatus: 400,
      upstreamBody: { errorMessage: 'Invalid phone number' },
    });
    expect(dead.lastError).toMatch(/HTTP 400.*Invalid phone number/);
    expect(upstream.requests).toHaveLength(1);
    await loggedLines(' dead', 1);
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^${dead.reference} appointment dead`)),
    ]);
  });

  it('keeps retrying through a long outage, and gives up only 72 hours after the request arrived', async () => {
    upstream.answer = () => ({ status: 503, body: 'Service Unavailable' });
    const row = await store({ kind: 'contact', payload: { name: 'M' } });
    // The clock says the request arrived almost 72 hours ago: well past the 12 attempts
    // (about 37 minutes) after which it used to be dead, it is still being retried.
    const first = startRelay({ now: () => Date.now() + 71.9 * HOUR });
    await waitFor(async () => ((await reload(row)).attempts >= 15 ? true : undefined), {
      what: '15 attempts',
    });
    await first.stop();
    expect(await reload(row)).toMatchObject({ status: 'pending' });

    startRelay({ now: () => Date.now() + 72.1 * HOUR });
    const dead = await settled(row, 'dead');
    expect(dead.attempts).toBeGreaterThanOrEqual(16);
    expect(dead.lastError).toMatch(/HTTP 503.*gave up after \d+ attempts over 72\.\d hours/);
    expect(upstream.requestsWithKey(row.id)).toHaveLength(dead.attempts);
    // Logs say what happened, not what the upstream answered (it may echo the visitor's fields).
    expect(lines.some((line) => line.includes('Service Unavailable'))).toBe(false);
  }, 30_000);

  it('never sends one row twice from two relays running at once', async () => {
    upstream.answer = () => ({ status: 200, body: { success: true }, delayMs: 5 });
    const rows: StoredSubmission[] = [];
    for (let index = 0; index < 40; index += 1)
      rows.push(await store({ kind: 'contact', payload: { name: `Visitor ${index}` } }));
    const otherDb = driver === 'postgres' ? (await harness.openAnother()).db : harness.store.db;

    // A send that times out is sent again under the same key, by design; on a busy machine a
    // 2 s timeout can fire, which is not what this test is about.
    const patient = { batchSize: 4, timeoutMs: 30_000 };
    startRelay(patient);
    startRelay(patient, otherDb);
    await Promise.all(rows.map((row) => settled(row)));

    const keys = upstream.requests.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(40);
    expect(new Set(keys).size).toBe(40);
    // 40 rows through two relays on PGlite: 2 s alone, past Jest's 5 s with a store suite on the
    // other core in CI's fresh clone.
  }, 30_000);

  it('hands out disjoint rows to concurrent claims', async () => {
    for (let index = 0; index < 30; index += 1)
      await store({ kind: 'callback', payload: { name: `V${index}` } });
    const dbs =
      driver === 'postgres'
        ? [harness.store.db, (await harness.openAnother()).db]
        : [harness.store.db];
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        claimDue(dbs[index % dbs.length]!, { limit: 4, leaseMs: 60_000 }),
      ),
    );
    const ids = claims.flat().map((row) => row.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(await claimDue(harness.store.db, { limit: 4, leaseMs: 60_000 })).toEqual([]);
  });

  it('gives its rows back when stopped mid-send; the next start sends them again under the same key', async () => {
    upstream.answer = (_request, index) =>
      index === 0 ? { status: 200, delayMs: 5000 } : { status: 200, body: { ok: true } };
    const row = await store({ kind: 'contact', payload: { name: 'Interrupted' } });
    const first = startRelay();
    await waitFor(() => upstream.requests.length === 1, { what: 'the first send' });
    await first.stop();
    expect(first.active).toBe(false);
    expect(await reload(row)).toMatchObject({ status: 'pending', attempts: 0, leaseUntil: null });

    startRelay();
    await settled(row);
    expect(upstream.requestsWithKey(row.id)).toHaveLength(2);
  });

  it('sends the rows of a relay that died holding them once their lease runs out', async () => {
    const row = await store({ kind: 'contact', payload: { name: 'Orphan' } });
    const [leased] = await claimDue(harness.store.db, { limit: 1, leaseMs: 300 });
    expect(leased?.id).toBe(row.id);

    startRelay();
    const delivered = await settled(row);
    expect(delivered.attempts).toBe(1);
    expect(upstream.requestsWithKey(row.id)).toHaveLength(1);
  });
});

describe('the runtime with an upstream (PostgreSQL)', () => {
  it('wakes the relay on each new submission, not only on its timer', async () => {
    const harness = await openHarness('postgres');
    const upstream = await new FakeUpstream().start();
    const runtime = createSubmissions(
      {
        ...harness.config,
        upstreamUrl: upstream.apiUrl,
        relayIntervalMs: 60_000,
        relayBaseDelayMs: 20,
        relayMaxDelayMs: 100,
      },
      { log: () => undefined },
    );
    try {
      await runtime.start();
      const started = Date.now();
      const row = await runtime.storeSubmission({
        kind: 'callback',
        payload: { name: 'W', email: 'w@example.org', phone: '9876543210' },
      });
      expect(row.status).toBe('pending');
      await waitFor(
        async () => (await findById(harness.store.db, row.id))?.status === 'delivered',
        { timeoutMs: 5000 },
      );
      expect(Date.now() - started).toBeLessThan(5000);
      expect(upstream.requestsWithKey(row.id)).toHaveLength(1);
    } finally {
      await runtime.stop();
      await upstream.close();
      await harness.close();
    }
  }, 30_000);
});
