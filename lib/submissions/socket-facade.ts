import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { Gate } from './gate';
import { socketServerClients } from './socket-server-clients';

/** A socket client that keeps the database to itself longer than this is cut off (see socketFacade). */
export const SOCKET_UNIT_TIMEOUT_MS = 10_000;

/**
 * What PGLiteSocketServer sees instead of the PGlite instance. The server multiplexes clients one
 * protocol message at a time; between two messages of one client (Parse … Sync, or BEGIN … COMMIT)
 * this process's own queries could otherwise run, re-binding the client's unnamed statement or
 * landing inside its transaction. So a socket client takes the gate at its first message and gives
 * it back when PostgreSQL answers ReadyForQuery 'idle'. A client that then keeps the unit open
 * without sending its next message for SOCKET_UNIT_TIMEOUT_MS (an open BEGIN in psql, say) is
 * disconnected and its transaction rolled back, so that visitors' requests never wait for a person
 * at a prompt.
 */
export function socketFacade(
  pg: PGlite,
  gate: Gate,
  serverRef: { current?: PGLiteSocketServer },
  log: (line: string) => void,
  unitTimeoutMs: number,
) {
  let release: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;
  let lastStatus: 'idle' | 'busy' | 'closed' = 'idle';

  const leave = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const done = release;
    release = null;
    done?.();
  };

  const expire = async () => {
    log(
      `a socket client left its transaction open for ${unitTimeoutMs} ms; disconnecting it, its transaction rolled back`,
    );
    const clients = socketServerClients(serverRef.current);
    for (const client of clients ?? []) await client.detach(true).catch(() => undefined);
    if (pg.isInTransaction()) await pg.exec('ROLLBACK').catch(() => undefined);
    leave();
  };

  const enter = async () => {
    if (!release) release = await gate.acquire();
    if (timer) clearTimeout(timer);
    timer = undefined;
  };

  /** Between two messages of an unfinished unit: the client has this long to send the next one. */
  const waitForNext = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void expire(), unitTimeoutMs);
    timer.unref();
  };

  const overrides: Record<PropertyKey, unknown> = {
    // Only a transaction the socket side opened is the socket side's to see (and to roll back).
    isInTransaction: () => release !== null && pg.isInTransaction(),
    async runExclusive<T>(fn: () => Promise<T>): Promise<T> {
      await enter();
      lastStatus = 'busy';
      try {
        return await pg.runExclusive(fn);
      } catch (error) {
        if (!pg.isInTransaction()) lastStatus = 'idle';
        throw error;
      } finally {
        if (lastStatus === 'busy') waitForNext();
        else leave();
      }
    },
    async execProtocolRawStream(
      message: Uint8Array,
      options: { syncToFs?: boolean; onRawData: (data: Uint8Array) => unknown },
    ): Promise<void> {
      let tail = new Uint8Array(0);
      await pg.execProtocolRawStream(message, {
        ...options,
        onRawData: (data: Uint8Array) => {
          const joined = new Uint8Array(tail.length + data.length);
          joined.set(tail);
          joined.set(data, tail.length);
          tail = joined.slice(-6);
          return options.onRawData(data);
        },
      } as Parameters<PGlite['execProtocolRawStream']>[1]);
      // ReadyForQuery: 'Z', length 5, status 'I' (idle), 'T' (in a transaction) or 'E' (failed transaction).
      const readyIdle = tail.length === 6 && tail[0] === 0x5a && tail[4] === 5 && tail[5] === 0x49;
      const terminate = message[0] === 0x58;
      lastStatus = terminate ? 'closed' : readyIdle ? 'idle' : 'busy';
    },
    // Called when a client disconnects inside its transaction.
    async exec(query: string) {
      try {
        return await pg.exec(query);
      } finally {
        if (release && !pg.isInTransaction()) leave();
      }
    },
  };

  return new Proxy(pg, {
    get(target, property) {
      if (Object.prototype.hasOwnProperty.call(overrides, property)) return overrides[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}
