import { StatusPage } from '@/components/content/status-page';
import { RequestReference } from '@/components/forms/request-reference';
import { ButtonLink } from '@/components/ui/button-link';
import { thankYouPage } from '@/content/appointment-page';
import { thankYouByKind, thankYouExtras } from '@/content/status-pages';
import { Link } from '@/components/ui/link';
import { PhoneNumber } from '@/components/ui/phone-number';
import { requestStatusPage } from '@/content/request-status-page';
import { appointmentPath, homePath, requestStatusFor, thankYouPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/content/site';
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

function AppointmentsPhone() {
  const phone = site.appointmentPhone;
  return (
    <p>
      {thankYouExtras.appointmentsPhoneLabel}:{' '}
      <a href={`tel:${phone.tel}`}>
        <PhoneNumber phone={phone} />
      </a>
    </p>
  );
}

function NextStep({ request }: { request: ThankYouRequest }) {
  const words = thankYouByKind[request.kind];
  return (
    <>
      <p>
        <RequestReference reference={request.reference} hint />
      </p>
      <p>{words.nextStep}</p>
      {'showAppointmentsPhone' in words ? <AppointmentsPhone /> : null}
      <p>
        <Link href={requestStatusFor(request.reference)}>{requestStatusPage.thankYouLink}</Link>
      </p>
    </>
  );
}

/** A stored request: the spec's words, its reference and what happens next for its kind. */
function ThanksForRequest({ request }: { request: ThankYouRequest }) {
  const words = thankYouByKind[request.kind];
  const lead = words.expertsReachOut
    ? `${words.lead} ${thankYouPage.expertsWillReachOut}`
    : words.lead;
  return (
    <StatusPage
      label={words.label}
      heading={thankYouPage.heading}
      lead={lead}
      details={<NextStep request={request} />}
    >
      <ButtonLink href={homePath}>{thankYouPage.homeLabel}</ButtonLink>
    </StatusPage>
  );
}

/** No request the page can trust: thanks, and a way to send one, without saying one arrived. */
function ThanksWithoutRequest() {
  const words = thankYouPage.withoutRequest;
  return (
    <StatusPage
      label={words.label}
      heading={thankYouPage.heading}
      lead={words.lead}
      details={
        <>
          <p>{words.nextStep}</p>
          <AppointmentsPhone />
        </>
      }
    >
      <ButtonLink href={appointmentPath}>{words.bookLabel}</ButtonLink>
      <ButtonLink href={homePath} variant="secondary">
        {thankYouPage.homeLabel}
      </ButtonLink>
    </StatusPage>
  );
}

export default async function ThankYouPage({ searchParams }: ThankYouPageProps) {
  const request = parseThankYouRequest(await searchParams);
  return request ? <ThanksForRequest request={request} /> : <ThanksWithoutRequest />;
}
