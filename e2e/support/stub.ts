// The stub upstream (stub-upstream.mjs) started inside a spec, typed for TypeScript callers.

export interface ReceivedPost {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export interface Stub {
  apiUrl: string;
  /** Stops listening: connections are refused until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  reset(): void;
  close(): Promise<void>;
  received(): ReceivedPost[];
  setFault(
    fault: { kind: '500' | 'slow' | 'malformed' | 'refuse'; paths?: string[]; ms?: number } | null,
  ): void;
  /** Edits catalogue records as an editor would upstream; returns how many matched. */
  patch(change: {
    collection: string;
    match: Record<string, unknown>;
    set: Record<string, unknown>;
  }): number;
}

export async function startStub(
  options: { port?: number; reading?: 'a' | 'b' } = {},
): Promise<Stub> {
  const module = (await import('./stub-upstream.mjs')) as {
    startStubUpstream: (options?: object) => Promise<Stub>;
  };
  return module.startStubUpstream({ port: 0, ...options });
}
