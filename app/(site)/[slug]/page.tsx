import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { CentrePage } from '@/components/content/centre-page';
import { JsonLd } from '@/components/content/json-ld';
import { LegalPage } from '@/components/content/legal-page';
import { ServicePage } from '@/components/content/service-page';
import { TeamCarousel } from '@/components/content/team-carousel';
import { centreAliases } from '@/content/centres';
import type { LegalEntry } from '@/content/legal/types';
import { sitePageBySlug, sitePageSlugs, type SitePage } from '@/content/site-pages';
import { teamCopy } from '@/content/team';
import { siteUrl } from '@/lib/env';
import { getDoctorsByCategory, orFallback } from '@/lib/hospital-api';
import { decodePathSegment, sitePagePath } from '@/content/routes';
import { contentPageJsonLd } from '@/lib/seo/content-page-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

// The service pages, the centre-of-excellence pages and the legal pages share the top level of
// the site (/{slug}, as the spec writes them); each family keeps its own registry and template.

export const revalidate = 300;
export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return [...sitePageSlugs, ...centreAliases.keys()].map((slug) => ({ slug }));
}

/** The page at /{slug}: a service, a centre or a legal page; another spelling of a centre redirects to it. */
function pageOf(segment: string): SitePage {
  const slug = decodePathSegment(segment);
  const alias = centreAliases.get(slug);
  if (alias) permanentRedirect(sitePagePath(alias));
  return sitePageBySlug(slug) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { entry } = pageOf((await params).slug);
  return pageMetadata({
    title: entry.metaTitle,
    description: entry.metaDescription,
    path: sitePagePath(entry.slug),
    ownPreviewImage: true,
  });
}

/** The doctors of a speciality for a page's About the Team; none when the API cannot say. */
async function teamOf(category: string | undefined) {
  return category ? orFallback(getDoctorsByCategory(category), []) : [];
}

/** A legal page needs no doctors: its text and whom to contact. */
function LegalSitePage({ page }: { page: LegalEntry }) {
  return <LegalPage page={page} />;
}

export default async function SitePage({ params }: Props) {
  const page = pageOf((await params).slug);
  if (page.kind === 'legal') return <LegalSitePage page={page.entry} />;
  const { entry } = page;
  const category = page.kind === 'service' ? page.entry.teamCategory : page.entry.category;
  const image = page.kind === 'service' ? page.entry.banner : page.entry.image;
  const path = sitePagePath(entry.slug);
  const team = (
    <TeamCarousel
      id="team"
      heading={teamCopy.teamHeading}
      lead={category ? teamCopy.teamLead(category) : ''}
      doctors={await teamOf(category)}
    />
  );
  return (
    <>
      <JsonLd
        data={contentPageJsonLd({
          name: entry.title,
          path,
          description: entry.metaDescription,
          image: image.src,
          category,
          faq: entry.faq,
          origin: siteUrl(),
        })}
      />
      {page.kind === 'service' ? (
        <ServicePage service={page.entry}>{team}</ServicePage>
      ) : (
        <CentrePage centre={page.entry}>{team}</CentrePage>
      )}
    </>
  );
}
