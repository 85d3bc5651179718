import { PageHero } from '@/components/content/page-hero';
import { AsideCard, TwoColumn, twoColumnStyles } from '@/components/content/two-column';
import { BookingFormIsland } from '@/components/forms/form-islands';
import { appointmentPage } from '@/content/appointment-page';
import { getAllCategories, orFallback } from '@/lib/hospital-api';
import { APPOINTMENT_MESSAGE_PARAM, appointmentPath } from '@/lib/routes';
import { MESSAGE_MAX } from '@/lib/validation/fields';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export const revalidate = 300;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A message a link wrote in advance (a package's BOOK NOW without JavaScript), kept to the form's limit. */
async function presetMessage(searchParams: SearchParams): Promise<string> {
  const value = (await searchParams)[APPOINTMENT_MESSAGE_PARAM];
  return (typeof value === 'string' ? value : '').trim().slice(0, MESSAGE_MAX);
}

export const metadata = pageMetadata({
  title: appointmentPage.metaTitle,
  description: appointmentPage.description,
  path: appointmentPath,
});

export default async function AppointmentPage({ searchParams }: { searchParams: SearchParams }) {
  const [categories, message] = await Promise.all([
    orFallback(getAllCategories(), []),
    presetMessage(searchParams),
  ]);
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
