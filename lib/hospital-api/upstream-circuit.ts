import 'server-only';
import { createCircuitBreaker, type CircuitBreaker } from './circuit-breaker';
import { upstreamState } from './upstream-state';

/**
 * Node's own fetch, not the one Next wraps: the probe runs outside any page, and through Next's
 * fetch a no-store call begun while a page renders would make that page dynamic.
 */
function plainFetch(): typeof fetch {
  const wrapped = globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch };
  return wrapped._nextOriginalFetch ?? wrapped;
}

/** One breaker per upstream and process, on globalThis: Next evaluates this module per bundle. */
const HELD = Symbol.for('amandeep-hospital.hospital-api.circuits');

function circuits(): Map<string, CircuitBreaker> {
  const holder = globalThis as typeof globalThis & { [HELD]?: Map<string, CircuitBreaker> };
  return (holder[HELD] ??= new Map());
}

/** The circuit breaker of the upstream at `baseUrl`, made on first use. */
export function upstreamCircuit(baseUrl: string, timeoutMs: number): CircuitBreaker {
  let breaker = circuits().get(baseUrl);
  if (!breaker) {
    breaker = createCircuitBreaker({
      probe: async () => {
        const state = await upstreamState(baseUrl, timeoutMs, plainFetch());
        return state.kind === 'http' && state.reachable;
      },
      onChange: (state, detail) =>
        state === 'open'
          ? console.warn(
              `[hospital-api] the upstream is not answering (${detail}); pages are made from its last good answers until a probe gets an answer`,
            )
          : console.info(`[hospital-api] the upstream answers again; calls reach it once more`),
    });
    circuits().set(baseUrl, breaker);
  }
  return breaker;
}

/** The state of the circuit of the upstream at `baseUrl`; closed before any call was made. */
export function upstreamCircuitState(baseUrl: string) {
  return circuits().get(baseUrl)?.state ?? 'closed';
}
