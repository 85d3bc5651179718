// What the stub can be told to do besides answering: which reading of the spec to speak, and
// which fault to inject.

/** `a`: the site-core reading (`categorys`, `blogData`); `b`: the content pages' (`categoryData`, `blogs`). */
export type Reading = 'a' | 'b';

const READINGS: readonly Reading[] = ['a', 'b'];

export type FaultKind = '500' | 'slow' | 'malformed' | 'refuse';

const FAULT_KINDS: readonly FaultKind[] = ['500', 'slow', 'malformed', 'refuse'];

export interface Fault {
  kind: FaultKind;
  /** `slow`: how long the answer waits. */
  ms?: number;
  /** `500`: the body's errorMessage; null: an empty body. */
  message?: string | null;
  /** Only requests whose path starts with one of these ("products-get" means "/api/products-get"). */
  paths?: string[];
  methods?: string[];
}

const DEFAULT_SLOW_MS = 15_000;

function isReading(value: string): value is Reading {
  return (READINGS as readonly string[]).includes(value);
}

function isFaultKind(value: string): value is FaultKind {
  return (FAULT_KINDS as readonly string[]).includes(value);
}

export function normaliseReading(reading: unknown): Reading {
  const value = String(reading ?? '').toLowerCase();
  if (!isReading(value))
    throw new TypeError(
      `stub-upstream: reading must be "a" or "b", got ${JSON.stringify(reading)}`,
    );
  return value;
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** A fault as a caller or a control request gives it (a kind alone will do), checked. */
export function normaliseFault(input: unknown): Fault | null {
  if (input === null || input === undefined || input === false) return null;
  const given: unknown =
    typeof input === 'string' || typeof input === 'number' ? { kind: input } : input;
  if (typeof given !== 'object' || given === null)
    throw new TypeError('stub-upstream: fault must be null or an object');
  const { kind, ms, message, paths, methods } = given as Record<string, unknown>;
  const kindText = String(kind);
  if (!isFaultKind(kindText)) {
    throw new TypeError(
      `stub-upstream: fault.kind must be one of ${FAULT_KINDS.join(', ')}, got ${JSON.stringify(kind)}`,
    );
  }
  const fault: Fault = { kind: kindText };
  if (kindText === 'slow') {
    const delay = ms === undefined || ms === null ? DEFAULT_SLOW_MS : Number(ms);
    if (!Number.isFinite(delay) || delay < 0)
      throw new TypeError('stub-upstream: fault.ms must be a non-negative number');
    fault.ms = delay;
  }
  if (kindText === '500' && 'message' in given) {
    if (message !== null && typeof message !== 'string')
      throw new TypeError('stub-upstream: fault.message must be a string or null');
    fault.message = message;
  }
  if (paths !== undefined && paths !== null) {
    fault.paths = listOf(paths).map((path) =>
      String(path).startsWith('/') ? String(path) : `/api/${String(path)}`,
    );
  }
  if (methods !== undefined && methods !== null) {
    fault.methods = listOf(methods).map((method) => String(method).toUpperCase());
  }
  return fault;
}

export function faultApplies(fault: Fault | null, method: string, pathname: string): boolean {
  if (!fault) return false;
  if (fault.methods && !fault.methods.includes(method)) return false;
  if (fault.paths && !fault.paths.some((path) => pathname.startsWith(path))) return false;
  return true;
}
