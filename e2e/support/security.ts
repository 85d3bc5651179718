import { expect, type Page } from '@playwright/test';

/** The directives every response's Content-Security-Policy must hold, as sent. */
const REQUIRED_DIRECTIVES = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'frame-src https://www.youtube-nocookie.com',
  "connect-src 'self'",
  'report-uri /api/csp-report',
];

/** What a response must say about how browsers may use it; the problems found, by name. */
export function securityHeaderProblems(headers: Record<string, string>): string[] {
  const problems: string[] = [];
  const policy = headers['content-security-policy'] ?? '';
  const directives = policy.split(';').map((directive) => directive.trim());
  for (const required of REQUIRED_DIRECTIVES)
    if (!directives.includes(required)) problems.push(`CSP lacks "${required}"`);
  const scripts = directives.find((directive) => directive.startsWith('script-src ')) ?? '';
  if (!scripts) problems.push('CSP has no script-src');
  if (scripts.includes('unsafe-eval')) problems.push("CSP allows 'unsafe-eval'");
  if (!/^img-src 'self' data:/.test(directives.find((d) => d.startsWith('img-src ')) ?? ''))
    problems.push('CSP img-src is not self and data:');
  const expected: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
  for (const [name, value] of Object.entries(expected))
    if (headers[name] !== value) problems.push(`${name} is ${headers[name] ?? 'missing'}`);
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'payment'])
    if (!permissions.includes(`${feature}=()`))
      problems.push(`Permissions-Policy leaves ${feature} on`);
  // The emergency page's Nearest hospital first asks for a location: the site's own, no frame's.
  if (!permissions.includes('geolocation=(self)'))
    problems.push('Permissions-Policy gives geolocation to more than the site, or not to it');
  if ('x-powered-by' in headers) problems.push('X-Powered-By is sent');
  return problems;
}

/**
 * Collects every Content-Security-Policy violation the page meets: the browser's console report
 * and the page's own `securitypolicyviolation` event (which also sees report-only breaches).
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

/**
 * Scrolls to the end and back, so lazy images load and carousels start. Each step jumps: the
 * site scrolls smoothly, and a smooth scrollTo held every step for about half a second.
 */
export async function scrollThrough(page: Page) {
  const jump = (top: number) => window.scrollTo({ top, behavior: 'instant' });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.evaluate(jump, y);
    await page.waitForTimeout(30);
  }
  await page.evaluate(jump, 0);
}

export function expectNoViolations(violations: string[]) {
  expect(violations, violations.join('\n')).toEqual([]);
}
