import { jsonLdScript } from '@/lib/seo/json-ld';

/** Structured data for search engines, in the server HTML. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
  );
}
