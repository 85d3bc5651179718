import { PageHero } from '@/components/content/page-hero';
import { AsideCard, TwoColumn, twoColumnStyles } from '@/components/content/two-column';
import { BookingFormIsland } from '@/components/forms/form-islands';
import { FormsInLanguage } from '@/components/forms/forms-in-language';
import { PhoneNumber } from '@/components/ui/phone-number';
import { appointmentForDoctor } from '@/content/appointment-page';
import { appointmentPath } from '@/content/routes';
import { bookingPresetFor } from '@/lib/booking/doctor';
import { getAllCategories, orFallback, type Doctor } from '@/lib/hospital-api';
import { site } from '@/content/site';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { BookingDoctorSummary } from './booking-doctor-summary';

interface AppointmentPageProps {
  /** The message, already written (a health package's BOOK NOW). */
  message: string;
  /** The doctor the request is for, as the catalogue knows them (a doctor card's link). */
  doctor?: Doctor | null;
  locale?: Locale;
}

/** The bare appointment page's metadata, in its language. */
export function appointmentPageMetadata(locale: Locale) {
  const words = catalogue(locale).requests.appointmentPage;
  return pageMetadata({
    title: words.metaTitle,
    description: words.description,
    path: appointmentPath,
    locale,
  });
}

/** The appointment page: the booking form, what happens next, and the emergency number. */
export async function AppointmentPage({ message, doctor, locale = 'en' }: AppointmentPageProps) {
  const specialities = (await orFallback(getAllCategories(), [])).map((category) => category.name);
  const words = catalogue(locale).requests.appointmentPage;
  return (
    <>
      <PageHero
        title={doctor ? appointmentForDoctor.title(doctor.name) : words.title}
        lead={doctor ? appointmentForDoctor.lead : words.lead}
        locale={locale}
      />
      <TwoColumn
        mainLabel={words.mainLabel}
        main={
          <>
            {doctor ? <BookingDoctorSummary doctor={doctor} /> : null}
            <FormsInLanguage locale={locale}>
              <BookingFormIsland
                specialities={specialities}
                initialMessage={message}
                forDoctor={doctor ? bookingPresetFor(doctor, specialities) : undefined}
              />
            </FormsInLanguage>
          </>
        }
        aside={
          <>
            <AsideCard heading={words.nextStepsHeading}>
              <ol>
                {words.nextSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </AsideCard>
            <AsideCard heading={words.emergencyHeading}>
              <p>{words.emergencyText}</p>
              <a className={twoColumnStyles.emergency} href={`tel:${site.emergencyPhone.tel}`}>
                {words.emergencyCall}: <PhoneNumber phone={site.emergencyPhone} />
              </a>
            </AsideCard>
          </>
        }
      />
    </>
  );
}
