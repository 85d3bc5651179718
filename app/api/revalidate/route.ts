import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import * as z from 'zod';
import { hasBearerSecret } from '@/lib/bearer-secret';
import { expireTagsNow } from '@/lib/cache/tag-revalidations.mjs';
import { ALL_TAGS, type CacheTag } from '@/lib/hospital-api/tags';
import { env } from '@/lib/env';
import { POST_ONLY } from '@/lib/method-not-allowed';

const bodySchema = z.object({
  tags: z
    .array(z.enum(ALL_TAGS as [CacheTag, ...CacheTag[]]))
    .min(1)
    .optional(),
});

/**
 * Refreshes cached upstream data on demand (for example from the hospital API's admin when a
 * doctor is edited): `Authorization: Bearer <REVALIDATE_SECRET>`, body `{ "tags": ["doctors"] }`,
 * or no body for every tag. Tagged pages and data expire at once, on every instance sharing the
 * cache: the next visit anywhere waits for a fresh render, so an edit (a doctor who has left, a
 * changed timing) is never served again after the call. If the upstream is down then, that render
 * uses its last good answers (lib/hospital-api/last-good.ts), so the page stays whole.
 */
export async function POST(request: NextRequest) {
  if (!hasBearerSecret(request.headers, env().REVALIDATE_SECRET)) {
    return NextResponse.json({ errorMessage: 'Unauthorised' }, { status: 401 });
  }
  const text = await request.text();
  let json: unknown = {};
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return NextResponse.json({ errorMessage: 'The body must be JSON' }, { status: 400 });
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) {
    return NextResponse.json(
      { errorMessage: `Unknown tag; known tags: ${ALL_TAGS.join(', ')}` },
      { status: 400 },
    );
  }
  const tags = parsed.data.tags ?? ALL_TAGS;
  // Before the answer: Next's own revalidateTag below reaches the shared cache only after it.
  await expireTagsNow(tags);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ revalidated: tags });
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = POST_ONLY;
