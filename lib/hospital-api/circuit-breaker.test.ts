/** @jest-environment node */
import { createCircuitBreaker, type CircuitState } from './circuit-breaker';

/** A breaker whose timers and probes the test runs by hand. */
function breakerByHand() {
  const timers: Array<{ task: () => void; ms: number }> = [];
  const probes: Array<(answered: boolean) => void> = [];
  const changes: CircuitState[] = [];
  const breaker = createCircuitBreaker({
    schedule: (task, ms) => timers.push({ task, ms }),
    probe: () => new Promise<boolean>((resolve) => probes.push(resolve)),
    onChange: (state) => changes.push(state),
    failuresToOpen: 3,
    pauseMs: 1_000,
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  /** Runs the timer due next; the probe it sends is the last in `probes`. */
  const pauseEnds = () => timers.shift()!.task();
  return { breaker, timers, probes, changes, settle, pauseEnds };
}

describe('the upstream circuit breaker', () => {
  it('lets calls through while the upstream answers, and after failures that a success interrupts', () => {
    const { breaker, timers } = breakerByHand();
    breaker.failed(false);
    breaker.failed(false);
    breaker.succeeded();
    breaker.failed(false);
    breaker.failed(false);
    expect(breaker.allows()).toBe(true);
    expect(breaker.state).toBe('closed');
    expect(timers).toHaveLength(0);
  });

  it('opens after three failures in a row, or at once on a timeout', () => {
    const failing = breakerByHand();
    for (let call = 0; call < 3; call += 1) failing.breaker.failed(false);
    expect(failing.breaker.allows()).toBe(false);
    expect(failing.changes).toEqual(['open']);

    const hanging = breakerByHand();
    hanging.breaker.failed(true);
    expect(hanging.breaker.allows()).toBe(false);
  });

  it('sends one probe after the pause, and closes when it is answered', async () => {
    const { breaker, timers, probes, changes, settle, pauseEnds } = breakerByHand();
    breaker.failed(true);
    breaker.failed(true);
    expect(timers).toEqual([{ task: expect.any(Function), ms: 1_000 }]);
    expect(probes).toHaveLength(0);
    pauseEnds();
    expect(probes).toHaveLength(1);
    expect(breaker.allows()).toBe(false);
    probes[0]!(true);
    await settle();
    expect(breaker.allows()).toBe(true);
    expect(changes).toEqual(['open', 'closed']);
    expect(timers).toHaveLength(0);
  });

  it('probes again after each pause while the probes fail, one at a time', async () => {
    const { breaker, timers, probes, settle, pauseEnds } = breakerByHand();
    breaker.failed(true);
    for (let round = 1; round <= 3; round += 1) {
      expect(timers).toHaveLength(1);
      pauseEnds();
      expect(probes).toHaveLength(round);
      expect(timers).toHaveLength(0);
      probes.at(-1)!(false);
      await settle();
    }
    expect(breaker.state).toBe('open');
  });

  it('closes when a call gets through and succeeds, and counts afresh after', () => {
    const { breaker } = breakerByHand();
    breaker.failed(true);
    breaker.succeeded();
    expect(breaker.state).toBe('closed');
    breaker.failed(false);
    breaker.failed(false);
    expect(breaker.allows()).toBe(true);
  });
});
