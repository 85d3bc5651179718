/** @jest-environment node */
import { builtSiteUrl, readEnv, siteUrlWarning } from './env';

describe('the environment', () => {
  it('applies the README defaults to unset and blank numbers alike', () => {
    for (const value of [undefined, '', '  ']) {
      expect(
        readEnv({
          HOSPITAL_API_TIMEOUT_MS: value,
          HOSPITAL_API_REVALIDATE: value,
          FORM_MIN_FILL_MS: value,
          FORM_RATE_LIMIT_PER_MINUTE: value,
          TRUST_PROXY_HOPS: value,
        }),
      ).toMatchObject({
        HOSPITAL_API_TIMEOUT_MS: 8000,
        HOSPITAL_API_REVALIDATE: 300,
        FORM_MIN_FILL_MS: 2500,
        FORM_RATE_LIMIT_PER_MINUTE: 10,
        TRUST_PROXY_HOPS: 0,
      });
    }
  });

  it('keeps a zero where zero is allowed', () => {
    expect(readEnv({ FORM_MIN_FILL_MS: '0', HOSPITAL_API_REVALIDATE: '0' })).toMatchObject({
      FORM_MIN_FILL_MS: 0,
      HOSPITAL_API_REVALIDATE: 0,
    });
  });

  it('names the variable it refuses', () => {
    expect(() => readEnv({ TRUST_PROXY_HOPS: '11' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('takes a redis:// or rediss:// REDIS_URL, treats blank as unset, and never echoes it', () => {
    expect(readEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(readEnv({ REDIS_URL: ' rediss://:s3cret@cache.internal:6380/0 ' }).REDIS_URL).toBe(
      'rediss://:s3cret@cache.internal:6380/0',
    );
    expect(readEnv({ REDIS_URL: '  ' }).REDIS_URL).toBeUndefined();
    expect(() => readEnv({ REDIS_URL: 'http://:s3cret@cache.internal' })).toThrow(/REDIS_URL/);
    expect(() => readEnv({ REDIS_URL: 'http://:s3cret@cache.internal' })).not.toThrow(/s3cret/);
  });

  it('warns when the public origin is not set, and only then', () => {
    expect(siteUrlWarning(readEnv({}), undefined)).toMatch(
      /^SITE_URL is not set: .*http:\/\/localhost:3000/,
    );
    expect(siteUrlWarning(readEnv({}), 'https://built.example')).toMatch(
      /^SITE_URL is not set: .*keep the origin the site was built for, https:\/\/built\.example/,
    );
    expect(siteUrlWarning(readEnv({ SITE_URL: 'https://hospital.example' }))).toBeNull();
  });

  it('keeps the origin the build was made for only when it is a web address', () => {
    expect(builtSiteUrl('https://built.example')).toBe('https://built.example');
    expect(builtSiteUrl('')).toBeUndefined();
    expect(builtSiteUrl(undefined)).toBeUndefined();
    expect(builtSiteUrl('ftp://built.example')).toBeUndefined();
  });
});
