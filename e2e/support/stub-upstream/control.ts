// Steering the stub while it runs: programmatically (the object startStubUpstream returns) and
// over HTTP under `/__control` (the same changes, for a stub in another process).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Catalogue } from '../../../lib/hospital-api/catalogue-router';
import { readBody } from './body';
import { isCollection } from './catalogue';
import { normaliseFault, normaliseReading, type Fault, type Reading } from './faults';
import { withGeneratedDoctors } from './many-doctors';
import { errorText, sendNotFound, type SendJson } from './respond';
import type { StubState } from './state';

/** A change to catalogue records, as an editor would make upstream. */
export interface CatalogueEdit {
  collection: string;
  match: Record<string, unknown>;
  set: Record<string, unknown>;
}

/** What changes the stub's answers, over the state it answers from. */
export function stubControls(
  state: StubState,
  catalogue: Catalogue,
  catalogueDoctors: Catalogue['doctors'],
) {
  return {
    publicState: () => ({ reading: state.reading, fault: state.fault }),

    setReading(next: Reading): void {
      state.reading = normaliseReading(next);
    },

    setFault(next: Fault | Fault['kind'] | null): void {
      state.fault = normaliseFault(next);
    },

    /** Sets both, checking both before either applies. */
    configure(body: unknown): void {
      if (!body || typeof body !== 'object' || Array.isArray(body))
        throw new TypeError('config body must be a JSON object');
      const nextReading = 'reading' in body ? normaliseReading(body.reading) : state.reading;
      const nextFault = 'fault' in body ? normaliseFault(body.fault) : state.fault;
      state.reading = nextReading;
      state.fault = nextFault;
    },

    /** Changes catalogue records in place; returns how many matched. */
    patch(edit: CatalogueEdit): number {
      const { collection, match, set } = (edit ?? {}) as Partial<CatalogueEdit>;
      if (!isCollection(collection))
        throw new TypeError(`stub-upstream: unknown collection ${JSON.stringify(collection)}`);
      if (!match || typeof match !== 'object' || !set || typeof set !== 'object')
        throw new TypeError('stub-upstream: patch needs match and set objects');
      const records = catalogue[collection].filter((record) =>
        Object.entries(match).every(([key, value]) => record[key] === value),
      );
      for (const record of records) Object.assign(record, set);
      return records.length;
    },

    /** Serves that many doctors; null or undefined: the catalogue's own again. Returns how many. */
    setDoctors(total: number | null | undefined): number {
      catalogue.doctors =
        total === null || total === undefined
          ? catalogueDoctors
          : withGeneratedDoctors(catalogueDoctors, total);
      return catalogue.doctors.length;
    },

    reset(): void {
      state.received = [];
      state.duplicates = 0;
      state.idempotency.clear();
      state.requests = [];
      state.fault = null;
      state.reading = 'a';
    },
  };
}

export type StubControls = ReturnType<typeof stubControls>;

async function jsonOf(request: IncomingMessage): Promise<unknown> {
  const raw = (await readBody(request)).toString('utf8');
  return raw.trim() ? (JSON.parse(raw) as unknown) : {};
}

/** Answers a request under `/__control`. */
export async function answerControl(
  pathname: string,
  method: string,
  request: IncomingMessage,
  response: ServerResponse,
  { state, controls, send }: { state: StubState; controls: StubControls; send: SendJson },
) {
  const sub = pathname.replace(/^\/__control\/?/, '');
  if (method === 'GET' && (sub === '' || sub === 'config'))
    return send(response, 200, controls.publicState());
  if (method === 'GET' && sub === 'received')
    return send(response, 200, { received: state.received, duplicates: state.duplicates });
  if (method === 'GET' && sub === 'requests')
    return send(response, 200, { requests: state.requests });
  if (method === 'POST' && sub === 'reset') {
    await readBody(request).catch(() => undefined);
    controls.reset();
    return send(response, 200, { ok: true, ...controls.publicState() });
  }
  if (method === 'POST' && sub === 'patch') {
    try {
      const patched = controls.patch((await jsonOf(request)) as CatalogueEdit);
      return send(response, 200, { ok: true, patched });
    } catch (error) {
      return send(response, 400, { errorMessage: errorText(error) });
    }
  }
  // { "total": 500 } serves that many doctors; { "total": null } the catalogue's own again.
  if (method === 'POST' && sub === 'doctors') {
    try {
      const { total } = (await jsonOf(request)) as { total?: number | null };
      return send(response, 200, { ok: true, doctors: controls.setDoctors(total) });
    } catch (error) {
      return send(response, 400, { errorMessage: errorText(error) });
    }
  }
  if (method === 'POST' && sub === 'config') {
    try {
      controls.configure(await jsonOf(request));
    } catch (error) {
      return send(response, 400, { errorMessage: errorText(error) });
    }
    return send(response, 200, { ok: true, ...controls.publicState() });
  }
  return sendNotFound(send, response);
}
