import { StatusPage } from '@/components/content/status-page';
import { RequestReference } from '@/components/forms/request-reference';
import { ButtonLink } from '@/components/ui/button-link';
import { thankYouPage } from '@/content/appointment-page';
import { thankYouByKind, thankYouExtras } from '@/content/status-pages';
import { homePath, thankYouPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';
import { parseThankYouRequest, type ThankYouRequest } from '@/lib/thank-you';

export const metadata = pageMetadata({
  title: thankYouPage.title,
  description: thankYouPage.description,
  path: thankYouPath,
  noindex: true,
});

interface ThankYouPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function NextStep({ request }: { request: ThankYouRequest }) {
  const words = thankYouByKind[request.kind];
  const phone = site.appointmentPhone;
  return (
    <>
      <p>
        <RequestReference reference={request.reference} hint />
      </p>
      <p>{words.nextStep}</p>
      {'showAppointmentsPhone' in words ? (
        <p>
          {thankYouExtras.appointmentsPhoneLabel}: <a href={`tel:${phone.tel}`}>{phone.display}</a>
        </p>
      ) : null}
    </>
  );
}

/** Thanks for a stored request: its reference and what happens next, or the generic words. */
export default async function ThankYouPage({ searchParams }: ThankYouPageProps) {
  const request = parseThankYouRequest(await searchParams);
  const words = request ? thankYouByKind[request.kind] : null;
  return (
    <StatusPage
      label={words?.label ?? thankYouPage.label}
      heading={thankYouPage.heading}
      lead={words?.lead ?? thankYouPage.lead}
      details={request ? <NextStep request={request} /> : null}
    >
      <ButtonLink href={homePath}>{thankYouPage.homeLabel}</ButtonLink>
    </StatusPage>
  );
}
