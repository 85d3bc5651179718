import { LocationTabs } from '@/components/contact/location-tabs';
import { PageHero } from '@/components/content/page-hero';
import { AsideCard, TwoColumn } from '@/components/content/two-column';
import { ContactFormIsland } from '@/components/forms/form-islands';
import { contactPage } from '@/content/contact-page';
import { contactPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/content/site';

export const metadata = pageMetadata({
  title: contactPage.metaTitle,
  description: contactPage.description,
  path: contactPath,
});

export default function ContactPage() {
  return (
    <>
      <PageHero title={contactPage.title} lead={contactPage.lead} />
      <TwoColumn
        mainLabel={contactPage.formHeading}
        main={
          <>
            <h2>{contactPage.formHeading}</h2>
            <ContactFormIsland />
          </>
        }
        aside={
          <AsideCard heading={contactPage.locationsHeading}>
            <LocationTabs units={site.units} rotateEveryMs={contactPage.rotateEveryMs} />
          </AsideCard>
        }
      />
    </>
  );
}
