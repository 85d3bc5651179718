import { emergencyCalls } from '@/content/emergency-page';
import { emergencyPath } from '@/content/routes';
import { site } from '@/content/site';
import { catalogue, longDate } from '@/lib/i18n/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { EmergencyCalls } from './emergency-calls';
import { EmergencyHospitals } from './emergency-hospitals';
import { FirstAidGuide } from './first-aid-guide';

export function emergencyPageMetadata(locale: Locale) {
  const words = catalogue(locale).emergency;
  return pageMetadata({
    title: words.metaTitle,
    description: words.metaDescription,
    path: emergencyPath,
    locale,
  });
}

/**
 * Emergency, now: the numbers to call first, then our six emergency departments (nearest first
 * on a tap), then what to do while help comes. Static: nothing on it depends on the request. The
 * same page in English, Punjabi and Hindi.
 */
export function EmergencyPage({ locale }: { locale: Locale }) {
  const words = catalogue(locale).emergency;
  return (
    <>
      <EmergencyCalls
        title={words.title}
        lead={words.lead}
        label={words.callsLabel}
        main={{ label: words.mainCall, phone: emergencyCalls.main }}
        secondary={{ label: words.publicCall, phone: emergencyCalls.public }}
      />
      <EmergencyHospitals locale={locale} />
      <FirstAidGuide
        copy={words.whileYouWait}
        reviewed={{
          iso: emergencyCalls.guidanceReviewed,
          shown: longDate(locale, emergencyCalls.guidanceReviewed),
        }}
        topics={words.firstAid}
        phone={site.emergencyPhone}
      />
    </>
  );
}
