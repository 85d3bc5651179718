/**
 * A family of content pages (services, centres, legal pages, units): its entries in their order,
 * each found by its key. A key written twice throws when the module loads, so two pages can never
 * claim one address.
 */
export interface Registry<Entry, Key extends string> {
  readonly entries: readonly Entry[];
  readonly keys: readonly Key[];
  /** The entry under this key, if there is one. */
  get(key: string): Entry | undefined;
}

export function defineRegistry<Entry, Key extends string>(
  entries: readonly Entry[],
  keyOf: (entry: Entry) => Key,
): Registry<Entry, Key> {
  const keys = entries.map(keyOf);
  const byKey = new Map<string, Entry>(entries.map((entry) => [keyOf(entry), entry]));
  if (byKey.size !== entries.length) {
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    throw new Error(`Content registry: more than one entry under ${repeated.join(', ')}`);
  }
  return { entries, keys, get: (key) => byKey.get(key) };
}
