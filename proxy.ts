import { NextResponse, type NextRequest } from 'next/server';

/** Addresses of earlier versions of the site that people and search engines still use. */
const LEGACY_REDIRECTS: Record<string, string> = {
  '/home': '/',
  '/index.html': '/',
  '/index.php': '/',
};

export function proxy(request: NextRequest) {
  const target = LEGACY_REDIRECTS[request.nextUrl.pathname];
  if (!target) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  return NextResponse.redirect(url, 308);
}

// Narrow on purpose: a catch-all matcher would run on every request and cost static throughput.
export const config = {
  matcher: ['/home', '/index.html', '/index.php'],
};
