import type { en } from './en';

/** A language's catalogue: the English one's shape, with its own words. */
export type Messages = typeof en;

/** Words typed as plain strings, so that another language's words fit where English is `as const`. */
export type Widened<T> = T extends string ? string : { -readonly [K in keyof T]: Widened<T[K]> };
