import type { createClient } from 'redis';

type RedisClient = ReturnType<typeof createClient>;

export const REDIS_CALL_TIMEOUT_MS: number;

export interface RedisConnectionOptions {
  /** Before every log line, in brackets; 'redis' unless given. */
  label?: string;
  /** Longest wait for one Redis call, in milliseconds. */
  timeoutMs?: number;
  /** Longest pause between reconnection attempts, in milliseconds. */
  maxReconnectDelayMs?: number;
  replaceAfterMs?: number;
  watchIntervalMs?: number;
  pauseAfterTimeoutMs?: number;
  /** No outage lines in the log (tests). */
  quiet?: boolean;
  /** Makes the client (tests hand in a stand-in). */
  makeClient?: typeof createClient;
}

export interface RedisConnection {
  /**
   * `fn(client)` when Redis is usable, bounded by the timeout; rejects at once when it is not.
   * `Client` is node-redis's, or the stand-in a test made with `makeClient`.
   */
  run<T, Client = RedisClient>(fn: (client: Client) => T | PromiseLike<T>): Promise<T>;
  onReady(listener: (connection: { again: boolean }) => void): void;
  state(): { reachable: boolean };
  close(): Promise<void>;
}

export type RedisState = { kind: 'memory' } | { kind: 'redis'; reachable: boolean };

export function createRedisConnection(
  url: string,
  options?: RedisConnectionOptions,
): RedisConnection;

export function siteRedisConnection(): RedisConnection | null;

export function redisState(connection?: RedisConnection | null): Promise<RedisState>;
