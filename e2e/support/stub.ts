import { startStubUpstream, type StubOptions, type StubUpstream } from './stub-upstream/server';

// The stub upstream started inside a spec, on a free port unless the spec names one.

export type Stub = StubUpstream;

export function startStub(
  options: Pick<StubOptions, 'port' | 'reading' | 'publicDir'> = {},
): Promise<Stub> {
  return startStubUpstream({ port: 0, ...options });
}
