const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The embed address of a video-site watch link (`…/watch?v=ID`) or short link (`youtu.be/ID`).
 * Any other link has no embed address: the page then shows no player.
 */
export function toEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtube.com' && url.pathname === '/watch') id = url.searchParams.get('v');
  else if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  return id && VIDEO_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
