import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { PageHero } from '@/components/content/page-hero';
import { AmanKiAsha } from '@/components/empanelments/aman-ki-asha';
import { CoverAnswer } from '@/components/empanelments/cover-answer';
import { CoverCheckForm } from '@/components/empanelments/cover-check-form';
import { CoverCheckPanel } from '@/components/empanelments/cover-check-panel';
import { CoverPageBody } from '@/components/empanelments/cover-page-body';
import { coverChecker } from '@/content/cover-checker';
import {
  AMAN_KI_ASHA,
  EMPANELMENT_KIND_LABELS,
  empanelmentsPage,
} from '@/content/empanelments-page';
import { empanelmentPath, empanelmentsPath } from '@/content/routes';
import { coverBySlug, covers } from '@/lib/empanelments/cover';
import { schemePageSeo } from '@/lib/empanelments/scheme-page-seo';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ slug: string }>;

const words = coverChecker.schemePage;
const trail = [{ name: empanelmentsPage.title, path: empanelmentsPath }];

/** One page per row of the empanelment tables, built with the site; any other slug is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return covers.map((cover) => ({ slug: cover.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const cover = coverBySlug((await params).slug);
  if (!cover) return {};
  const seo = schemePageSeo(cover);
  return pageMetadata({
    title: { absolute: seo.title },
    description: seo.description,
    path: empanelmentPath(cover.slug),
    ownPreviewImage: true,
  });
}

/**
 * A scheme's, insurer's or TPA's own page: which of our hospitals accept it and how, what to
 * bring, how the desk arranges it; then the checker, for another card in the family.
 */
export default async function SchemePage({ params }: { params: Params }) {
  const cover = coverBySlug((await params).slug);
  if (!cover) notFound();
  const heading = words.heading(cover.name);
  return (
    <>
      <PageHero
        title={heading}
        lead={words.lead(EMPANELMENT_KIND_LABELS[cover.kind])}
        crumbs={trail}
      />
      <CoverPageBody>
        <CoverAnswer cover={cover} heading={words.answerHeading} />
        {cover.kind === 'hospital' ? (
          <AmanKiAsha id="scheme-terms" copy={empanelmentsPage.amanKiAsha} terms={AMAN_KI_ASHA} />
        ) : null}
        <CoverCheckPanel id="check" heading={words.otherCheck}>
          <CoverCheckForm />
        </CoverCheckPanel>
      </CoverPageBody>
    </>
  );
}
