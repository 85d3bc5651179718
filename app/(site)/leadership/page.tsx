import { LeaderList } from '@/components/about/leader-list';
import { OnwardLinks } from '@/components/about/onward-links';
import { PageHero } from '@/components/content/page-hero';
import { Section } from '@/components/ui/section';
import { leaders, leadershipPage as copy } from '@/content/leadership-page';
import { aboutPath, leadershipPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.metaDescription,
  path: leadershipPath,
});

const aboutCrumb = { name: copy.aboutCrumb, path: aboutPath };

/** The five leaders of the group, portraits alternating sides on wide screens (spec). */
export default function LeadershipPage() {
  return (
    <>
      <PageHero title={copy.title} lead={copy.lead} crumbs={[aboutCrumb]} />
      <Section id="leaders" heading={copy.listHeading} lead={copy.intro}>
        <LeaderList leaders={leaders} />
      </Section>
      <Section id="more" heading={copy.onward.heading} tinted>
        <OnwardLinks links={copy.onward.links} />
      </Section>
    </>
  );
}
