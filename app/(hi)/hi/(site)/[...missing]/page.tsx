import { notFoundMetadataIn } from '@/components/content/not-found-view';
import { PageNotFound } from '@/components/content/page-not-found';

// Any other address under /hi: the 404 in its language, in its document and frame (an address
// that matches no route at all gets app/global-not-found.tsx, which is English). None is built
// ahead; each is rendered when first asked for, so PageNotFound can answer 404 with its HTML whole.

export const metadata = notFoundMetadataIn('hi');

export function generateStaticParams(): { missing: string[] }[] {
  return [];
}

export default function MissingPage() {
  return <PageNotFound locale="hi" />;
}
