import type { Unit } from '@/content/site';
import { firstOf, type Query } from '@/lib/query';
import { coverCheckQuerySchema } from '@/lib/validation/cover-check';
import { cityBySlug, type Cover } from './cover';
import { findCover } from './find-cover';

/** What the checker answers for its address: nothing asked yet, an error, or what it found. */
export type CoverCheck =
  | { kind: 'blank'; city: Unit['city'] | null }
  | { kind: 'invalid'; error: string; city: Unit['city'] | null }
  | { kind: 'found'; cover: Cover; others: Cover[]; city: Unit['city'] | null }
  | { kind: 'choose'; choices: Cover[]; city: Unit['city'] | null }
  | { kind: 'none'; city: Unit['city'] | null };

/** The checker's answer to /empanelments/check?cover=…&city=…, read on the server. */
export function checkCover(query: Query): CoverCheck {
  const city = cityBySlug(firstOf(query.city));
  const typed = firstOf(query.cover);
  if (typed === undefined) return { kind: 'blank', city };
  const parsed = coverCheckQuerySchema.safeParse({ cover: typed, city: firstOf(query.city) });
  if (!parsed.success) return { kind: 'invalid', error: parsed.error.issues[0]!.message, city };
  return { ...findCover(parsed.data.cover), city };
}
