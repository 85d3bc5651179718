import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import * as z from 'zod';
import { ALL_TAGS, type CacheTag } from '@/lib/hospital-api/tags';
import { env } from '@/lib/env';

const bodySchema = z.object({ tags: z.array(z.enum(ALL_TAGS as [CacheTag, ...CacheTag[]])).min(1).optional() });

function authorised(request: NextRequest): boolean {
  const secret = env().REVALIDATE_SECRET;
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!secret || given.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}

/**
 * Refreshes cached upstream data on demand (for example from the hospital API's admin when a
 * doctor is edited): `Authorization: Bearer <REVALIDATE_SECRET>`, body `{ "tags": ["doctors"] }`,
 * or no body for every tag.
 */
export async function POST(request: NextRequest) {
  if (!authorised(request)) {
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
    return NextResponse.json({ errorMessage: `Unknown tag; known tags: ${ALL_TAGS.join(', ')}` }, { status: 400 });
  }
  const tags = parsed.data.tags ?? ALL_TAGS;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ revalidated: tags });
}
