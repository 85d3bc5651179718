import { ContentPage } from '@/components/content/content-page';
import { HowWeWork } from '@/components/international/how-we-work';
import { InternationalContact } from '@/components/international/international-contact';
import { InternationalStats } from '@/components/international/international-stats';
import { JourneyCarousel } from '@/components/international/journey-carousel';
import { NetworkCarousel } from '@/components/international/network-carousel';
import { PracticalInfo } from '@/components/international/practical-info';
import { StoryCarousel } from '@/components/international/story-carousel';
import { ButtonLink } from '@/components/ui/button-link';
import {
  internationalPatientsPage as copy,
  internationalStats,
  journeySteps,
  patientStories,
} from '@/content/international-patients-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.metaDescription,
  path: copy.path,
});

/** Patients from abroad: figures, how we work, the journey, practical help, stories, hospitals. */
export default function InternationalPatientsPage() {
  return (
    <>
      <ContentPage
        title={copy.title}
        lead={copy.lead}
        image={copy.image}
        intro={copy.intro}
        aside={<ButtonLink href="#international-desk">{copy.deskLinkLabel}</ButtonLink>}
        callToAction={copy.callToAction}
      >
        <InternationalStats heading={copy.statsHeading} stats={internationalStats} />
        <HowWeWork
          heading={copy.howWeWork.heading}
          lead={copy.howWeWork.lead}
          points={copy.howWeWork.points}
        />
        <JourneyCarousel
          heading={copy.journey.heading}
          lead={copy.journey.lead}
          label={copy.journey.carouselLabel}
          stepLabel={copy.journey.stepLabel}
          steps={journeySteps}
        />
        <PracticalInfo
          heading={copy.practical.heading}
          lead={copy.practical.lead}
          topics={copy.practical.topics}
        />
        <StoryCarousel
          heading={copy.stories.heading}
          lead={copy.stories.lead}
          label={copy.stories.carouselLabel}
          stories={patientStories}
        />
        <NetworkCarousel
          heading={copy.network.heading}
          lead={copy.network.lead}
          label={copy.network.carouselLabel}
        />
        <InternationalContact
          heading={copy.contact.heading}
          text={copy.contact.text}
          whatsapp={{ label: copy.contact.whatsappLabel, href: copy.contact.whatsappHref }}
          email={{ label: copy.contact.emailLabel, address: copy.contact.email }}
          phone={{ label: copy.contact.phoneLabel, number: copy.contact.phone }}
        />
      </ContentPage>
    </>
  );
}
