import * as z from 'zod/mini';
import { coverChecker } from '@/content/cover-checker';

/** The longest name the checker reads: the longest scheme's name is 54 letters. */
export const COVER_TEXT_MAX = 80;

const { invalid } = coverChecker;

/**
 * What /empanelments/check?cover=…&city=… asks: a name as the patient remembers it, and a city's
 * slug. An unknown city is no error: the checker answers for every city.
 */
export const coverCheckQuerySchema = z.object({
  cover: z
    .string({ error: invalid.cover })
    .check(
      z.trim(),
      z.minLength(1, { error: invalid.cover, abort: true }),
      z.maxLength(COVER_TEXT_MAX, { error: invalid.coverTooLong }),
    ),
  city: z.optional(z.string()),
});
