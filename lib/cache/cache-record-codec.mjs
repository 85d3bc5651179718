// Next's cache values hold Buffers (an RSC payload, a route's body) and a Map of Buffers (a page's
// prefetch segments), which plain JSON would turn into arrays of numbers or lose.
const TYPE = '__ahsCacheType';

function replacer(key, value) {
  // `this[key]` is the value before JSON.stringify called its toJSON (Buffer has one).
  const raw = this[key];
  if (ArrayBuffer.isView(raw)) {
    return {
      [TYPE]: 'bytes',
      base64: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64'),
    };
  }
  if (raw instanceof Map) return { [TYPE]: 'map', entries: [...raw] };
  return value;
}

function reviver(_key, value) {
  if (value && typeof value === 'object' && TYPE in value) {
    if (value[TYPE] === 'bytes') return Buffer.from(value.base64, 'base64');
    if (value[TYPE] === 'map') return new Map(value.entries);
  }
  return value;
}

/** A cache record ({ lastModified, value, cacheControl }) as a string for Redis. */
export function encodeRecord(record) {
  return JSON.stringify(record, replacer);
}

export function decodeRecord(text) {
  return JSON.parse(text, reviver);
}
