import 'server-only';
import { en } from '@/content/i18n/en';
import { hi } from '@/content/i18n/hi';
import { pa } from '@/content/i18n/pa';
import type { Messages } from '@/content/i18n/types';
import type { Locale } from './locales';

/**
 * Every language's catalogue, on the server only: a client island receives the few words it shows
 * as props, so that no page ships a catalogue (and English pages nothing of Punjabi or Hindi).
 */
const catalogues: Record<Locale, Messages> = { en, pa, hi };

/** A language's catalogue, for words that are lists or records rather than single messages. */
export function catalogue(locale: Locale): Messages {
  return catalogues[locale];
}
