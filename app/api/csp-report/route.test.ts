/** @jest-environment node */
import { SOCKET_ADDRESS_HEADER } from '@/lib/forms/socket-address';
import { POST } from './route';

/** A Reporting API batch of ten violations, all on a page named after the sender. */
function report(address: string) {
  const violations = Array.from({ length: 10 }, (_, index) => ({
    type: 'csp-violation',
    body: {
      documentURL: `https://hospital.example/from-${address}`,
      effectiveDirective: 'img-src',
      blockedURL: `https://images.elsewhere.example/${index}.png`,
    },
  }));
  return POST(
    new Request('http://localhost/api/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json', [SOCKET_ADDRESS_HEADER]: address },
      body: JSON.stringify(violations),
    }),
  );
}

describe('the CSP report log', () => {
  let logged: string[];
  beforeEach(() => {
    logged = [];
    jest.spyOn(console, 'warn').mockImplementation((line: string) => void logged.push(line));
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps logging other addresses while one address floods it', async () => {
    const flooded: number[] = [];
    for (let index = 0; index < 30; index += 1) flooded.push((await report('192.0.2.1')).status);

    expect((await report('192.0.2.2')).status).toBe(204);
    const linesFrom = (address: string) =>
      logged.filter((line) => line.endsWith(`/from-${address}`));
    expect(linesFrom('192.0.2.2')).toHaveLength(10);
    // The flooding address had its own five reports a minute, then was turned away.
    expect(linesFrom('192.0.2.1')).toHaveLength(50);
    expect(flooded).toEqual([...Array<number>(5).fill(204), ...Array<number>(25).fill(429)]);
  });
});
