import { ContentBlocks } from '@/components/content/content-blocks';
import { ContentPage } from '@/components/content/content-page';
import { CsrInitiatives } from '@/components/csr/csr-initiatives';
import { PolicyDownload } from '@/components/csr/policy-download';
import { csrPage as copy } from '@/content/csr-page';
import { sitePagePath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

const path = sitePagePath('csr');

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.metaDescription,
  path,
});

/** Corporate social responsibility: the policy, the committee, the year's projects, the work. */
export default function CsrPage() {
  return (
    <>
      <ContentPage
        title={copy.title}
        lead={copy.lead}
        image={copy.image}
        intro={copy.intro}
        aside={
          <PolicyDownload
            heading={copy.policy.heading}
            text={copy.policy.text}
            href={copy.policy.href}
            label={copy.policy.label}
          />
        }
        callToAction={copy.callToAction}
      >
        <ContentBlocks blocks={[copy.committee, copy.projects]} />
        <CsrInitiatives heading={copy.initiativesHeading} initiatives={copy.initiatives} />
      </ContentPage>
    </>
  );
}
