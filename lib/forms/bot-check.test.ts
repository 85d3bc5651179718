import { filledHoneypot, sentTooQuickly } from './bot-check';

const now = 1_800_000_000_000;
const options = { minFillMs: 2500, now };

describe('the honeypot', () => {
  it('passes a form whose hidden field is empty or absent', () => {
    expect(filledHoneypot({ company: '' })).toBe(false);
    expect(filledHoneypot({ company: '   ' })).toBe(false);
    expect(filledHoneypot({})).toBe(false);
  });

  it('catches a filled hidden field, whatever its type', () => {
    expect(filledHoneypot({ company: 'Acme Ltd' })).toBe(true);
    expect(filledHoneypot({ company: 42 })).toBe(true);
  });
});

describe('the fill time', () => {
  it('passes a person who took their time', () => {
    expect(sentTooQuickly({ startedAt: now - 8000 }, options)).toBe(false);
    expect(sentTooQuickly({ startedAt: String(now - 2500) }, options)).toBe(false);
  });

  it('notes a form sent faster than a person fills it, from the future, or without a start time', () => {
    expect(sentTooQuickly({ startedAt: now - 800 }, options)).toBe(true);
    expect(sentTooQuickly({ startedAt: now + 60_000 }, { ...options, minFillMs: 0 })).toBe(true);
    expect(sentTooQuickly({}, options)).toBe(true);
    expect(sentTooQuickly({ startedAt: 'yesterday' }, options)).toBe(true);
  });
});
