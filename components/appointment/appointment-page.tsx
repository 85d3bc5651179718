import { PageHero } from '@/components/content/page-hero';
import { AsideCard, TwoColumn, twoColumnStyles } from '@/components/content/two-column';
import { BookingFormIsland } from '@/components/forms/form-islands';
import { PhoneNumber } from '@/components/ui/phone-number';
import { appointmentForDoctor, appointmentPage } from '@/content/appointment-page';
import { bookingPresetFor } from '@/lib/booking/doctor';
import { getAllCategories, orFallback, type Doctor } from '@/lib/hospital-api';
import { site } from '@/content/site';
import { BookingDoctorSummary } from './booking-doctor-summary';

interface AppointmentPageProps {
  /** The message, already written (a health package's BOOK NOW). */
  message: string;
  /** The doctor the request is for, as the catalogue knows them (a doctor card's link). */
  doctor?: Doctor | null;
}

/** The appointment page: the booking form, what happens next, and the emergency number. */
export async function AppointmentPage({ message, doctor }: AppointmentPageProps) {
  const specialities = (await orFallback(getAllCategories(), [])).map((category) => category.name);
  return (
    <>
      <PageHero
        title={doctor ? appointmentForDoctor.title(doctor.name) : appointmentPage.title}
        lead={doctor ? appointmentForDoctor.lead : appointmentPage.lead}
      />
      <TwoColumn
        mainLabel="Appointment request"
        main={
          <>
            {doctor ? <BookingDoctorSummary doctor={doctor} /> : null}
            <BookingFormIsland
              specialities={specialities}
              initialMessage={message}
              forDoctor={doctor ? bookingPresetFor(doctor, specialities) : undefined}
            />
          </>
        }
        aside={
          <>
            <AsideCard heading={appointmentPage.nextSteps.heading}>
              <ol>
                {appointmentPage.nextSteps.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </AsideCard>
            <AsideCard heading={appointmentPage.emergency.heading}>
              <p>{appointmentPage.emergency.text}</p>
              <a className={twoColumnStyles.emergency} href={`tel:${site.emergencyPhone.tel}`}>
                Emergency: <PhoneNumber phone={site.emergencyPhone} />
              </a>
            </AsideCard>
          </>
        }
      />
    </>
  );
}
