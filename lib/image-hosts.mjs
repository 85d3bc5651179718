// Shared by next.config.mjs (build time) and lib/images.ts (render time), so the hosts that
// next/image optimises and the hosts the site asks it to optimise can never disagree.

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * @typedef {{ protocol?: 'http' | 'https', hostname: string, port?: string }} ImageHostPattern
 */

/**
 * The API's own origin plus every entry of IMAGE_HOSTS (comma-separated: `cdn.example.org`,
 * `*.example.net` for any subdomain, or a full origin such as `https://img.example.com:8443`).
 * @param {{ HOSPITAL_API_URL?: string, IMAGE_HOSTS?: string }} env
 * @returns {ImageHostPattern[]}
 */
export function imageHostPatterns(env) {
  /** @type {ImageHostPattern[]} */
  const patterns = [];
  const api = parseOrigin(env.HOSPITAL_API_URL);
  if (api) patterns.push(api);
  for (const entry of (env.IMAGE_HOSTS ?? '').split(',')) {
    const pattern = parseHostEntry(entry.trim());
    if (pattern) patterns.push(pattern);
  }
  return patterns;
}

/** Whether the upstream lives on this machine (tests), where next/image must be allowed to fetch it. */
export function apiIsLoopback(env) {
  const api = parseOrigin(env.HOSPITAL_API_URL);
  return Boolean(api && LOOPBACK.has(api.hostname));
}

/** @returns {ImageHostPattern | null} */
function parseOrigin(value) {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return {
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      hostname: url.hostname,
      port: url.port,
    };
  } catch {
    return null;
  }
}

/** @returns {ImageHostPattern | null} */
function parseHostEntry(entry) {
  if (!entry) return null;
  if (entry.includes('://')) return parseOrigin(entry);
  const hostname = entry.replace(/^\*\*?\./, '**.').toLowerCase();
  return /^(\*\*\.)?[a-z0-9.-]+$/.test(hostname) ? { hostname } : null;
}
