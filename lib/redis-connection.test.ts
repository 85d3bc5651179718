/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { createClient, RedisClientType } from 'redis';
import { startRedis, type TestRedis } from '../test-support/redis';
import { createRedisConnection } from './redis-connection.mjs';

/** A stand-in for node-redis's client: ready when the test says, answering as the test says. */
class FakeClient extends EventEmitter {
  isReady = false;
  destroyed = false;
  /** What a call does: answer, or never answer (a hung socket). */
  answer: 'ok' | 'hang' = 'ok';
  connect() {
    return Promise.resolve();
  }
  becomeReady() {
    this.isReady = true;
    this.emit('ready');
  }
  destroy() {
    this.destroyed = true;
    this.isReady = false;
  }
  get(): Promise<string> {
    return this.answer === 'ok' ? Promise.resolve('value') : new Promise(() => {});
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function connectionWithFakes(options: { readyAtOnce: boolean }) {
  const clients: FakeClient[] = [];
  const connection = createRedisConnection('redis://fake', {
    label: 'test',
    timeoutMs: 50,
    replaceAfterMs: 200,
    watchIntervalMs: 20,
    pauseAfterTimeoutMs: 30,
    quiet: true,
    makeClient: (() => {
      const client = new FakeClient();
      clients.push(client);
      if (options.readyAtOnce) setImmediate(() => client.becomeReady());
      return client;
    }) as unknown as typeof createClient,
  });
  const get = () => connection.run((client: FakeClient) => client.get());
  return { connection, clients, get };
}

describe('the Redis connection', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('replaces a client that stays not ready, and uses the new one once it is', async () => {
    const { connection, clients, get } = connectionWithFakes({ readyAtOnce: false });
    close = () => connection.close();
    await expect(get()).rejects.toMatchObject({ code: 'OFFLINE' });
    await delay(300);
    expect(clients.length).toBeGreaterThanOrEqual(2);
    expect(clients[0]!.destroyed).toBe(true);
    clients.at(-1)!.becomeReady();
    await expect(get()).resolves.toBe('value');
    expect(connection.state().reachable).toBe(true);
  });

  it('replaces a ready client whose calls keep timing out (a hung socket)', async () => {
    const { connection, clients, get } = connectionWithFakes({ readyAtOnce: true });
    close = () => connection.close();
    await expect(get()).resolves.toBe('value');
    clients[0]!.answer = 'hang';
    for (let call = 0; call < 3; call += 1) {
      await expect(get()).rejects.toMatchObject({ code: 'ETIMEDOUT' });
      // Past the pause a timeout starts, so that the next call is tried.
      await delay(40);
    }
    await delay(60);
    expect(clients).toHaveLength(2);
    expect(clients[0]!.destroyed).toBe(true);
    await delay(20);
    await expect(get()).resolves.toBe('value');
  });

  it('is not reachable while paused after a timeout, and leaves a slow but answered call alone', async () => {
    const { connection, clients, get } = connectionWithFakes({ readyAtOnce: true });
    close = () => connection.close();
    await expect(get()).resolves.toBe('value');
    clients[0]!.answer = 'hang';
    await expect(get()).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(connection.state().reachable).toBe(false);
    await expect(get()).rejects.toMatchObject({ code: 'PAUSED' });
  });
});

describe('the Redis connection on a busy instance', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('takes a reply that arrived while a render held the event loop past the timeout', async () => {
    const connection = createRedisConnection(redis.url, { timeoutMs: 50, quiet: true });
    try {
      for (let tries = 0; !connection.state().reachable && tries < 100; tries += 1) await delay(20);
      await connection.run((client: RedisClientType) => client.set('busy', 'answered'));
      const reply = connection.run((client: RedisClientType) => client.get('busy'));
      // The client writes the command from a callback of its own: two turns of the loop and it
      // has gone out. Then a render holds the loop until Redis has answered (asked from another
      // process, synchronously, so the loop stays held) and the timeout is due. When the loop is
      // free, Node runs the due timeout before it reads the socket.
      for (let turn = 0; turn < 2; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      const answered = () =>
        /cmdstat_get:calls=[1-9]/.test(
          execFileSync('redis-cli', ['-u', redis.url, 'INFO', 'commandstats'], {
            encoding: 'utf8',
          }),
        );
      const dueAt = Date.now() + 100;
      const giveUpAt = Date.now() + 10_000;
      while ((Date.now() < dueAt || !answered()) && Date.now() < giveUpAt) {
        // A render holding the event loop.
      }
      await expect(reply).resolves.toBe('answered');
    } finally {
      await connection.close();
    }
  });
});
