import type { UnitEntry, UnitLink } from '@/content/units/types';
import { hiUnits } from './hi/units';
import { paUnits } from './pa/units';

/**
 * Each hospital's page in Punjabi and Hindi: its English entry (content/units) with the words in
 * that language, checked against it by translated-entries.test.ts.
 */
export const translatedUnits: Record<'pa' | 'hi', Record<UnitLink, UnitEntry>> = {
  pa: paUnits,
  hi: hiUnits,
};
