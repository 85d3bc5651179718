import { iconSet } from '@/components/ui/icon-set';
import { socialMarks } from '@/components/ui/social-marks';
import { iconSprite } from '@/lib/icon-sprite';

export const dynamic = 'force-static';

/** The sprite every page's icons point into; built once, at build time. */
export function GET() {
  return new Response(iconSprite(iconSet, socialMarks), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
}
