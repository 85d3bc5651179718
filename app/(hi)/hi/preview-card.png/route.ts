import { brandCardImage } from '@/lib/seo/og-card';

// The link preview of every page in this language without one of its own (lib/seo/metadata.ts,
// previewImageOf): drawn once, at build.
export const dynamic = 'force-static';

export function GET() {
  return brandCardImage('hi');
}
