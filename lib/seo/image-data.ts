import 'server-only';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * An image as a data URI for generated link-preview images: a site path is read from public/,
 * a remote one fetched with a short timeout. Null when it cannot be had, so the preview falls
 * back to its own design instead of failing.
 */
export async function imageAsDataUri(src: string | null): Promise<string | null> {
  if (!src) return null;
  try {
    if (src.startsWith('/') && !src.startsWith('//')) {
      const publicDir = join(process.cwd(), 'public');
      const file = normalize(join(publicDir, src.split('?', 1)[0]!));
      if (!file.startsWith(publicDir)) return null;
      const type = TYPES[extname(file).toLowerCase()];
      return type ? `data:${type};base64,${(await readFile(file)).toString('base64')}` : null;
    }
    const response = await fetch(src, { signal: AbortSignal.timeout(3000) });
    const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!response.ok || !type.startsWith('image/') || type === 'image/webp') return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.byteLength > 4_000_000 ? null : `data:${type};base64,${bytes.toString('base64')}`;
  } catch {
    return null;
  }
}
