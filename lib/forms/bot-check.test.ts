import { looksAutomated } from './bot-check';

const now = 1_800_000_000_000;
const options = { minFillMs: 2500, now };

describe('automated submissions', () => {
  it('pass a person who took their time and left the hidden field empty', () => {
    expect(looksAutomated({ company: '', startedAt: now - 8000 }, options)).toBe(false);
    expect(looksAutomated({ startedAt: String(now - 2500) }, options)).toBe(false);
  });

  it('catch a filled honeypot, whatever its type', () => {
    expect(looksAutomated({ company: 'Acme Ltd', startedAt: now - 8000 }, options)).toBe(true);
    expect(looksAutomated({ company: 42, startedAt: now - 8000 }, options)).toBe(true);
  });

  it('catch a form sent faster than a person can fill it, from the future, or without a start time', () => {
    expect(looksAutomated({ startedAt: now - 800 }, options)).toBe(true);
    expect(looksAutomated({ startedAt: now + 60_000 }, { ...options, minFillMs: 0 })).toBe(true);
    expect(looksAutomated({}, options)).toBe(true);
    expect(looksAutomated({ startedAt: 'yesterday' }, options)).toBe(true);
  });
});
