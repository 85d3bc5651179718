/**
 * A bounded least-recently-used map of cache records with their sizes: an instance's own copy of
 * what it last read from or wrote to Redis, so that an outage leaves it its last good pages.
 */
export function createLocalCopy({ maxEntries = 500, maxBytes = 64 * 1024 * 1024 } = {}) {
  // A Map iterates in insertion order; moving a key to the end on every use makes the first the
  // least recently used.
  const records = new Map();
  let bytes = 0;

  const remove = (key) => {
    const held = records.get(key);
    if (!held) return;
    records.delete(key);
    bytes -= held.size;
  };

  return {
    get(key) {
      const held = records.get(key);
      if (!held) return undefined;
      records.delete(key);
      records.set(key, held);
      return held.record;
    },
    set(key, record, size) {
      remove(key);
      if (size > maxBytes) return;
      records.set(key, { record, size });
      bytes += size;
      for (const [oldest] of records) {
        if (records.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    clear() {
      records.clear();
      bytes = 0;
    },
    get size() {
      return records.size;
    },
  };
}
