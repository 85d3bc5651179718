/** @jest-environment node */
import { contentSecurityPolicy, securityHeaders } from './security-headers.mjs';

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((entry) => entry.key === key)?.value;

describe('securityHeaders', () => {
  it('allows images from the configured hosts and frames from the video player only', () => {
    const policy = contentSecurityPolicy({
      imageHosts: [
        { protocol: 'https', hostname: 'api.hospital.example', port: '' },
        { hostname: '**.cdn.example' },
      ],
      https: true,
    });
    expect(policy).toContain(
      "img-src 'self' data: blob: https://api.hospital.example *.cdn.example",
    );
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it("lets the site's own pages ask for a location (the emergency page), and no frame", () => {
    const policy = header(securityHeaders({ imageHosts: [] }), 'Permissions-Policy') ?? '';
    expect(policy.split(', ')).toContain('geolocation=(self)');
    expect(policy.split(', ')).toContain('camera=()');
  });

  it('sends Strict-Transport-Security only when the site is served over https', () => {
    expect(
      header(
        securityHeaders({ imageHosts: [], siteUrl: 'https://hospital.example' }),
        'Strict-Transport-Security',
      ),
    ).toMatch(/^max-age=\d+/);
    expect(
      header(
        securityHeaders({ imageHosts: [], siteUrl: 'http://localhost:3000' }),
        'Strict-Transport-Security',
      ),
    ).toBeUndefined();
    expect(
      header(
        securityHeaders({ imageHosts: [], siteUrl: 'http://localhost:3000' }),
        'Content-Security-Policy',
      ),
    ).not.toContain('upgrade-insecure-requests');
  });

  it('lets only the development server evaluate code', () => {
    const development = header(
      securityHeaders({ imageHosts: [], development: true }),
      'Content-Security-Policy',
    );
    expect(development).toContain("'unsafe-eval'");
  });
});
