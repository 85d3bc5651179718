import { PageHero } from '@/components/content/page-hero';
import { AsideCard, TwoColumn, twoColumnStyles } from '@/components/content/two-column';
import { BookingFormIsland } from '@/components/forms/form-islands';
import { appointmentPage } from '@/content/appointment-page';
import { getAllCategories, orFallback } from '@/lib/hospital-api';
import { appointmentPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: appointmentPage.metaTitle,
  description: appointmentPage.description,
  path: appointmentPath,
});

export default async function AppointmentPage() {
  const categories = await orFallback(getAllCategories(), []);
  return (
    <>
      <PageHero title={appointmentPage.title} lead={appointmentPage.lead} />
      <TwoColumn
        mainLabel="Appointment request"
        main={<BookingFormIsland specialities={categories.map((category) => category.name)} />}
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
