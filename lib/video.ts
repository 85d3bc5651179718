/** A video id as the video site issues them: exactly 11 characters of this alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const SHORT_HOST = 'youtu.be';
const EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

function webUrl(link: string): URL | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

function videoId(url: URL): string | null {
  if (WATCH_HOSTS.has(url.hostname) && url.pathname === '/watch') return url.searchParams.get('v');
  if (url.hostname === SHORT_HOST) return /^\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? null;
  return null;
}

/**
 * The privacy-enhanced embed address of a video-site watch link (`…/watch?v=ID`) or short link
 * (`youtu.be/ID`): the id alone, whatever else the link carries (`&t=`, `?si=`). Any other link
 * has no embed address, and the page then shows no player.
 */
export function toEmbedUrl(link: string): string | null {
  const url = webUrl(link);
  const id = url && videoId(url);
  return id && VIDEO_ID.test(id) ? `${EMBED_BASE}${id}` : null;
}

/** The host a web link points to, without `www.`, for "Watch … on {host}"; null for anything else. */
export function videoHost(link: string): string | null {
  const host = webUrl(link)?.hostname.replace(/^www\./, '');
  return host ? host : null;
}

/** The gallery's videos: the API's 'Our Video' type, however it is cased or spaced. */
export function isOurVideo(type: string): boolean {
  return type.replace(/\s+/g, '').toLowerCase() === 'ourvideo';
}
