// What the stub remembers between requests: the reading and fault it was told, the forms it was
// sent, and every request it was asked.
import type { FormBody } from './body';
import { normaliseReading, type Fault, type Reading } from './faults';

export interface ReceivedPost {
  path: string;
  headers: Record<string, string>;
  body: FormBody;
  receivedAt: string;
}

export interface LoggedRequest {
  method: string;
  /** Path and query, e.g. /api/category-get?page=1&parPage=5 */
  path: string;
  at: string;
  fault: Fault['kind'] | null;
}

export interface StubState {
  reading: Reading;
  fault: Fault | null;
  received: ReceivedPost[];
  duplicates: number;
  /** `${path}\n${key}` -> the message first answered */
  idempotency: Map<string, string>;
  requests: LoggedRequest[];
}

export function createStubState(reading: Reading): StubState {
  return {
    reading: normaliseReading(reading),
    fault: null,
    received: [],
    duplicates: 0,
    idempotency: new Map(),
    requests: [],
  };
}
