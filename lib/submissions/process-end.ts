/** What an owner tied to its process can untie again as it closes. */
export interface ProcessEndHooks {
  /** SIGTERM and SIGINT no longer close the owner. */
  stopSignals(): void;
  /** The exit handler no longer releases the owner's files. */
  stopExit(): void;
}

/**
 * Ties an owner's life to the process: `release` (synchronous) runs on exit, however the process
 * ends, and SIGTERM or SIGINT closes the owner. Next.js (and any host) may have its own handlers
 * and exit by itself; the exit handler still releases then. Alone, the owner closes cleanly and
 * re-raises the signal for the usual exit status.
 */
export function onProcessEnd(release: () => void, close: () => Promise<void>): ProcessEndHooks {
  const onExit = () => release();
  process.on('exit', onExit);

  function onSignal(signal: NodeJS.Signals) {
    const alone = process.listenerCount(signal) === 1;
    void close().finally(() => {
      if (alone) process.kill(process.pid, signal);
    });
  }
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  return {
    stopSignals() {
      process.off('SIGTERM', onSignal);
      process.off('SIGINT', onSignal);
    },
    stopExit() {
      process.off('exit', onExit);
    },
  };
}
