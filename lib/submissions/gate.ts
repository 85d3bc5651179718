import type { PGlite } from '@electric-sql/pglite';

/** A minimal FIFO mutex. */
export class Gate {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => held);
    return previous.then(() => release);
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

/**
 * The PGlite client this process's Drizzle uses: each query, exec and transaction passes the gate,
 * so none runs while a socket client is in the middle of its own unit of work.
 */
export function gatedClient(pg: PGlite, gate: Gate): PGlite {
  const gated = new Set<PropertyKey>(['query', 'sql', 'exec', 'transaction', 'describeQuery']);
  return new Proxy(pg, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (gated.has(property))
        return (...args: unknown[]) => gate.run(async () => method.apply(target, args));
      // PGlite keeps its state in #private fields: methods must run on the real instance.
      return method.bind(target);
    },
  });
}
