import { CareBlocks } from '@/components/about/care-blocks';
import { OnwardLinks } from '@/components/about/onward-links';
import { CallToAction } from '@/components/content/call-to-action';
import { PageHero } from '@/components/content/page-hero';
import { Section } from '@/components/ui/section';
import { modelOfCarePage as copy } from '@/content/model-of-care-page';
import { aboutPath, modelOfCarePath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.metaDescription,
  path: modelOfCarePath,
});

const aboutCrumb = { name: copy.aboutCrumb, path: aboutPath };

/** Our Model of Care: five blocks, linking to doctors, specialities, CSR and international care. */
export default function ModelOfCarePage() {
  return (
    <>
      <PageHero title={copy.title} lead={copy.lead} crumbs={[aboutCrumb]} />
      <Section id="model-of-care" heading={copy.listHeading} lead={copy.intro} tinted>
        <CareBlocks blocks={copy.blocks} />
      </Section>
      <Section id="more" heading={copy.onward.heading}>
        <OnwardLinks links={copy.onward.links} />
      </Section>
      <CallToAction cta={copy.callToAction} />
    </>
  );
}
