import { decodeRecord, encodeRecord } from './cache-record-codec.mjs';
import { createLocalCopy } from './local-copy.mjs';
import { createRedisConnection } from '../redis-connection.mjs';
import { applyRevalidationFields, tagsKeyOf } from './tag-revalidations.mjs';

/**
 * Cache records in Redis, shared by every site instance, with this instance's bounded copy of
 * what it last read or wrote. When Redis fails (or `url` is unset) reads answer from that copy
 * and writes land in it alone; tag revalidations are applied here and sent to Redis once it is
 * back. Nothing here throws: Redis is a speed-up, never a reason for a page to fail.
 *
 * `connection` is the process's (lib/redis-connection.mjs); without it, a connection of the
 * store's own to `url` (tests: one per simulated instance); with neither, memory only.
 */
export function createRedisCacheStore({
  connection: given,
  url,
  keyPrefix = 'ahs:',
  timeoutMs,
  maxReconnectDelayMs,
  localEntries,
  localBytes,
}) {
  const local = createLocalCopy({ maxEntries: localEntries, maxBytes: localBytes });
  const tagsKey = tagsKeyOf(keyPrefix);
  // Revalidations Redis has not stored yet (sent during an outage), by hash field.
  let unsentRevalidations = {};

  const sendRevalidations = async () => {
    const fields = unsentRevalidations;
    if (!connection || Object.keys(fields).length === 0) return;
    unsentRevalidations = {};
    try {
      await connection.run((client) => client.hSet(tagsKey, fields));
    } catch (error) {
      unsentRevalidations = { ...fields, ...unsentRevalidations };
      throw error;
    }
  };

  const owned =
    !given && url ? createRedisConnection(url, { timeoutMs, maxReconnectDelayMs }) : null;
  const connection = given ?? owned;
  connection?.onReady(({ again }) => {
    // Back after an outage: what this instance kept meanwhile may be older than what the other
    // instances wrote, and it missed their revalidations. Redis is the truth again.
    if (again) local.clear();
    sendRevalidations().catch(() => {});
  });

  return {
    keyPrefix,

    /** The record under `key`: Redis's when it answers (null if it has none), else the local copy's. */
    async read(key) {
      if (connection) {
        try {
          await sendRevalidations();
          const [text, revalidations] = await connection.run((client) =>
            Promise.all([client.get(key), client.hGetAll(tagsKey)]),
          );
          applyRevalidationFields(revalidations);
          if (text === null) {
            local.delete(key);
            return null;
          }
          const record = decodeRecord(text);
          local.set(key, record, text.length);
          return record;
        } catch {
          // Unreachable, slow or a record we cannot read: the local copy answers.
        }
      }
      return local.get(key) ?? null;
    },

    async write(key, record, ttlSeconds) {
      const text = encodeRecord(record);
      local.set(key, record, text.length);
      if (!connection) return;
      try {
        await connection.run((client) =>
          client.set(key, text, { expiration: { type: 'EX', value: ttlSeconds } }),
        );
      } catch {
        // Kept locally; the next render after Redis is back writes it there.
      }
    },

    /** Stores revalidation timestamps (hash fields, see tag-revalidations.mjs) for every instance. */
    async revalidate(fields) {
      if (!connection) {
        applyRevalidationFields(fields);
        return;
      }
      unsentRevalidations = { ...unsentRevalidations, ...fields };
      try {
        await sendRevalidations();
      } catch {
        // Until Redis has them, this instance at least honours them.
        applyRevalidationFields(fields);
      }
    },

    /** Closes the store's own connection; the process's stays open for the rate limit. */
    async close() {
      await owned?.close();
    },
  };
}
