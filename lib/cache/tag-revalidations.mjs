// Next keeps when each tag went stale or expires in one in-process map, the tags manifest, and
// reads it itself after asking the cache handler for an entry (IncrementalCache.get marks a fetch
// or a page stale from it). Its FileSystemCache writes that map on revalidateTag; here the same
// timestamps live in a Redis hash shared by every instance and are copied into each instance's
// map on every read, so Next's own checks see revalidations sent to any instance.
import {
  areTagsExpired,
  tagsManifest,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { siteRedisConnection } from '../redis-connection.mjs';

export { areTagsExpired };

const STALE = 'stale:';
const EXPIRED = 'expired:';

/**
 * The hash fields revalidateTag(tags, durations) sets, with FileSystemCache's meaning: with
 * durations (a profile such as 'max') the tags are stale now and expire `durations.expire`
 * seconds from now; without (updateTag, or revalidateTag with one argument) they expire now.
 */
export function revalidationFields(tags, durations, now = Date.now()) {
  const fields = {};
  for (const tag of tags) {
    if (durations) {
      fields[STALE + tag] = String(now);
      if (durations.expire !== undefined) {
        fields[EXPIRED + tag] = String(now + durations.expire * 1000);
      }
    } else {
      fields[EXPIRED + tag] = String(now);
    }
  }
  return fields;
}

/** Copies hash fields into Next's tags manifest; a field present overrides this instance's value. */
export function applyRevalidationFields(fields) {
  for (const [field, text] of Object.entries(fields)) {
    const at = Number(text);
    if (!Number.isFinite(at)) continue;
    const [name, tag] = field.startsWith(STALE)
      ? ['stale', field.slice(STALE.length)]
      : field.startsWith(EXPIRED)
        ? ['expired', field.slice(EXPIRED.length)]
        : [];
    if (!name) continue;
    const entry = tagsManifest.get(tag);
    if (entry?.[name] !== at) tagsManifest.set(tag, { ...entry, [name]: at });
  }
}

/** The key prefix of the site's shared cache: REDIS_KEY_PREFIX, else 'ahs:'. */
export const siteCacheKeyPrefix = () => process.env.REDIS_KEY_PREFIX?.trim() || 'ahs:';

/** The Redis hash that holds the revalidation fields of the cache under `keyPrefix`. */
export const tagsKeyOf = (keyPrefix) => `${keyPrefix}cache-tags`;

/**
 * Expires `tags` now, as revalidateTag(tag, { expire: 0 }) does, and resolves once every
 * instance would see it: this instance's tags manifest at once, then the shared hash in Redis.
 * Next runs a route handler's revalidateTag only after the answer has gone (its pendingWaitUntil),
 * so a webhook's caller that asks another instance straight away could still be served the old
 * page. If Redis does not answer, the cache handler's own write (which follows revalidateTag)
 * keeps the fields and sends them when it is back.
 */
export async function expireTagsNow(
  tags,
  { connection = siteRedisConnection(), keyPrefix = siteCacheKeyPrefix() } = {},
) {
  const fields = revalidationFields(tags, { expire: 0 });
  applyRevalidationFields(fields);
  if (!connection) return;
  await connection.run((client) => client.hSet(tagsKeyOf(keyPrefix), fields)).catch(() => {});
}
