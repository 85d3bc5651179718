/** @jest-environment node */
import { REDIRECT_TARGET_MAX, redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('keeps the query of an ordinary address', () => {
    expect(redirectTarget('/doctors', '?city=Pathankot')).toBe('/doctors?city=Pathankot');
    expect(redirectTarget('/', '')).toBe('/');
  });

  it('drops a query that would make the address longer than the limit', () => {
    const search = `?q=${'a'.repeat(7_000)}`;
    expect(redirectTarget('/', search)).toBe('/');
    const justFits = `?q=${'a'.repeat(REDIRECT_TARGET_MAX - '/doctors?q='.length)}`;
    expect(redirectTarget('/doctors', justFits)).toHaveLength(REDIRECT_TARGET_MAX);
    expect(redirectTarget('/doctors', `${justFits}a`)).toBe('/doctors');
  });

  it('gives no target for a path longer than the limit', () => {
    expect(redirectTarget(`/${'a'.repeat(7_000)}`, '')).toBeNull();
    expect(redirectTarget(`/${'a'.repeat(REDIRECT_TARGET_MAX - 1)}`, '')).toHaveLength(
      REDIRECT_TARGET_MAX,
    );
  });
});
