import type { Metadata } from 'next';
import { LocationTabs } from '@/components/contact/location-tabs';
import { PageHero } from '@/components/content/page-hero';
import { AsideCard, TwoColumn } from '@/components/content/two-column';
import { ContactForm } from '@/components/forms/contact-form';
import { contactPage } from '@/content/contact-page';
import { site } from '@/lib/site';

export const metadata: Metadata = {
  title: contactPage.metaTitle,
  description: contactPage.description,
  alternates: { canonical: '/contact-us' },
};

export default function ContactPage() {
  return (
    <>
      <PageHero title={contactPage.title} lead={contactPage.lead} />
      <TwoColumn
        mainLabel={contactPage.formHeading}
        main={
          <>
            <h2>{contactPage.formHeading}</h2>
            <ContactForm />
          </>
        }
        aside={
          <AsideCard heading={contactPage.locationsHeading}>
            <LocationTabs sites={site.sites} rotateEveryMs={contactPage.rotateEveryMs} />
          </AsideCard>
        }
      />
    </>
  );
}
