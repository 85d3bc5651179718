/** Failures in a row (errors, server errors, garbage) that open the circuit. */
const FAILURES_TO_OPEN = 3;
/**
 * How long calls stay away from the upstream before one probe asks whether it answers again. A
 * probe is one small read per instance: asked this often, a returning upstream is back in use
 * within a page's usual revalidation window.
 */
const PAUSE_MS = 5_000;

export type CircuitState = 'closed' | 'open';

export interface CircuitBreakerOptions {
  /** One request to the upstream, outside any page: resolves true when it answered. */
  probe: () => Promise<boolean>;
  /** Told when the circuit opens or closes, for the log. */
  onChange?: (state: CircuitState, detail: string) => void;
  /** Runs `task` after `ms` (tests give their own clock). */
  schedule?: (task: () => void, ms: number) => void;
  failuresToOpen?: number;
  pauseMs?: number;
}

export interface CircuitBreaker {
  /** Whether a call may go to the upstream now; while the circuit is open it may not. */
  allows(): boolean;
  succeeded(): void;
  /** A call failed; `timedOut` when the upstream never answered, which opens the circuit at once. */
  failed(timedOut: boolean): void;
  readonly state: CircuitState;
}

/** A timer that does not keep the process alive. */
function unrefTimer(task: () => void, ms: number) {
  setTimeout(task, ms).unref?.();
}

/**
 * A circuit breaker for one upstream. A hanging upstream made every visitor whose page was not
 * cached wait the whole timeout, twice for an unknown doctor; once it has timed out (or failed a
 * few times in a row) calls stop reaching it (callers answer from what they kept, at once), and
 * after each pause one probe in the background, which no visitor waits for, tells whether it
 * answers again.
 */
export function createCircuitBreaker({
  probe,
  onChange,
  schedule = unrefTimer,
  failuresToOpen = FAILURES_TO_OPEN,
  pauseMs = PAUSE_MS,
}: CircuitBreakerOptions): CircuitBreaker {
  let state: CircuitState = 'closed';
  let failures = 0;

  const probeLater = () =>
    schedule(() => {
      if (state === 'closed') return;
      void probe()
        .catch(() => false)
        .then((answered) => {
          if (state === 'closed') return;
          if (answered) close();
          else probeLater();
        });
    }, pauseMs);

  const open = (detail: string) => {
    state = 'open';
    onChange?.('open', detail);
    probeLater();
  };
  const close = () => {
    failures = 0;
    if (state === 'closed') return;
    state = 'closed';
    onChange?.('closed', 'it answered again');
  };

  return {
    allows: () => state === 'closed',
    succeeded: close,
    failed(timedOut) {
      failures += 1;
      if (state === 'open') return;
      if (timedOut) open('a call timed out');
      else if (failures >= failuresToOpen) open(`${failures} calls failed in a row`);
    },
    get state() {
      return state;
    },
  };
}
