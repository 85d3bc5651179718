import { PageHero } from '@/components/content/page-hero';
import { AsideCard, TwoColumn, twoColumnStyles } from '@/components/content/two-column';
import { BookingFormIsland } from '@/components/forms/form-islands';
import { appointmentPage } from '@/content/appointment-page';
import { getAllCategories, orFallback } from '@/lib/hospital-api';
import { site } from '@/lib/site';

/** The appointment page: the booking form, what happens next, and the emergency number. */
export async function AppointmentPage({ message }: { message: string }) {
  const categories = await orFallback(getAllCategories(), []);
  return (
    <>
      <PageHero title={appointmentPage.title} lead={appointmentPage.lead} />
      <TwoColumn
        mainLabel="Appointment request"
        main={
          <BookingFormIsland
            specialities={categories.map((category) => category.name)}
            initialMessage={message}
          />
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
                {site.emergencyPhone.display}
              </a>
            </AsideCard>
          </>
        }
      />
    </>
  );
}
