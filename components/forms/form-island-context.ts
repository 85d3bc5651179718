'use client';

import { createContext } from 'react';

export interface FormIsland {
  /** When the page showed the form (the bot check's clock), not when its code arrived. */
  startedAt: number;
  /** What the visitor has already put into the server-rendered fields, by field name. */
  typedValues: (fieldNames: readonly string[]) => Record<string, unknown>;
}

/** Set by FormIsland around a form whose code loads after the page; absent otherwise. */
export const FormIslandContext = createContext<FormIsland | null>(null);
