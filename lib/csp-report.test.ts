/** @jest-environment node */
import { cspViolations, describeViolation } from './csp-report';

describe('cspViolations', () => {
  it('reads the report-uri form, without the page query a visitor may have typed', () => {
    const [violation] = cspViolations({
      'csp-report': {
        'document-uri': 'https://hospital.example/appointment?message=my%20illness',
        'violated-directive': 'img-src',
        'effective-directive': 'img-src',
        'blocked-uri': 'https://images.elsewhere.example/x.png?token=1',
        'source-file': 'https://hospital.example/_next/static/chunks/a.js',
        'line-number': 12,
      },
    });
    expect(describeViolation(violation!)).toBe(
      '[csp] img-src blocked https://images.elsewhere.example/x.png on https://hospital.example/appointment (https://hospital.example/_next/static/chunks/a.js:12)',
    );
  });

  it('reads the Reporting API form and skips entries of other types', () => {
    const violations = cspViolations([
      { type: 'deprecation', body: { id: 'x' } },
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://hospital.example/',
          effectiveDirective: 'script-src-elem',
          blockedURL: 'inline',
        },
      },
    ]);
    expect(violations.map(describeViolation)).toEqual([
      '[csp] script-src-elem blocked inline on https://hospital.example/',
    ]);
  });

  it('finds nothing in a body of another shape', () => {
    expect(cspViolations({ hello: 'world' })).toEqual([]);
    expect(cspViolations('csp-report')).toEqual([]);
    expect(cspViolations(null)).toEqual([]);
  });

  it('keeps control characters and long values out of the log line', () => {
    const [violation] = cspViolations({
      'csp-report': {
        'blocked-uri': 'inline\n[csp] forged line',
        'violated-directive': 'x'.repeat(500),
      },
    });
    const line = describeViolation(violation!);
    expect(line).not.toContain('\n');
    expect(line.length).toBeLessThan(500);
  });
});
