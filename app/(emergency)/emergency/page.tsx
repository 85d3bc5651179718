import { EmergencyCalls } from '@/components/emergency/emergency-calls';
import { EmergencyHospitals } from '@/components/emergency/emergency-hospitals';
import { FirstAidGuide } from '@/components/emergency/first-aid-guide';
import { emergencyPage as copy, firstAidTopics } from '@/content/emergency-page';
import { emergencyPath as path } from '@/content/routes';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.metaDescription,
  path,
});

/**
 * Emergency, now: the numbers to call first, then our six emergency departments (nearest first
 * on a tap), then what to do while help comes. Static: nothing on it depends on the request.
 */
export default function EmergencyPage() {
  return (
    <>
      <EmergencyCalls
        title={copy.title}
        lead={copy.lead}
        label={copy.callsLabel}
        main={copy.mainCall}
        secondary={copy.publicCall}
      />
      <EmergencyHospitals />
      <FirstAidGuide copy={copy.whileYouWait} topics={firstAidTopics} phone={site.emergencyPhone} />
    </>
  );
}
