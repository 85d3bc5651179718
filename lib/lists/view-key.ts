import { PLAIN_VALUE } from './addresses.mjs';

/** A list's filters and page, as an address gives them (absent or empty: no filter). */
export type ViewValues = Record<string, string | null | undefined>;

const PLAIN = new RegExp(`^${PLAIN_VALUE}$`);

// UTF-8 bytes through percent-escapes: the same in browsers, Node and jsdom (no TextEncoder).
function toBase64Url(text: string): string {
  const binary = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    return decodeURIComponent(
      Array.from(binary, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
  } catch {
    return null;
  }
}

/**
 * A view of a list (its filters, in the list's order, then its page) as one path segment; empty
 * values are left out, so equal views share one key. Plain values are written as the rewrites
 * in lib/lists/rewrites.mjs write them (`city=Pathankot&page=1`); a view with any other value is
 * one segment of base64url letters, which need no escaping anywhere.
 */
export function encodeViewKey(filters: readonly string[], values: ViewValues): string {
  const entries = [...filters, 'page']
    .map((key) => [key, key === 'page' ? values.page || '1' : values[key]])
    .filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.every(([, value]) => PLAIN.test(value))) {
    return entries.map(([key, value]) => `${key}=${value}`).join('&');
  }
  return toBase64Url(new URLSearchParams(entries).toString());
}

/** The entries of a plain key, split at its `&`s and at the first `=` of each. */
function plainEntries(key: string): Record<string, string> {
  return Object.fromEntries(
    key.split('&').map((entry) => {
      const at = entry.indexOf('=');
      return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
    }),
  );
}

/** The values a view key holds, as written (not checked); null when it is no key at all. */
export function decodeViewKey(key: string): Record<string, string> | null {
  // A plain key never holds a "%": one that does has been escaped on its way (in a route's params).
  let segment = key;
  if (segment.includes('%')) {
    try {
      segment = decodeURIComponent(segment);
    } catch {
      return null;
    }
  }
  if (segment.includes('=')) return plainEntries(segment);
  const text = fromBase64Url(segment);
  return text === null ? null : Object.fromEntries(new URLSearchParams(text));
}
