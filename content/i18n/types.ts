import type { en } from './en';

/** A language's catalogue: the English one's shape, with its own words. */
export type Messages = typeof en;
