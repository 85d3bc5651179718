import { StatusPage } from '@/components/content/status-page';
import { RequestReference } from '@/components/forms/request-reference';
import { ButtonLink } from '@/components/ui/button-link';
import { Link } from '@/components/ui/link';
import { PhoneNumber } from '@/components/ui/phone-number';
import { thankYouByKind } from '@/content/status-pages';
import { appointmentPath, homePath, requestStatusFor, thankYouPath } from '@/content/routes';
import { site } from '@/content/site';
import { catalogue } from '@/lib/i18n/catalogues';
import { languageTag, type Locale } from '@/lib/i18n/locales';
import { localeLink } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { parseThankYouRequest, type ThankYouRequest } from '@/lib/thank-you';

type Words = ReturnType<typeof catalogue>['requests']['thankYou'];
type KindWords = Words['kinds']['appointment'];

export function thankYouPageMetadata(locale: Locale) {
  const words = catalogue(locale).requests.thankYou;
  return pageMetadata({
    title: words.title,
    description: words.description,
    path: thankYouPath,
    locale,
    noindex: true,
  });
}

function AppointmentsPhone({ label }: { label: string }) {
  const phone = site.appointmentPhone;
  return (
    <p>
      {label}:{' '}
      <a href={`tel:${phone.tel}`}>
        <PhoneNumber phone={phone} />
      </a>
    </p>
  );
}

/**
 * A kind's words in the page's language: the journeys' kinds are translated; another kind (a job
 * application, whose form is English) keeps its English words, marked so.
 */
function kindWords(request: ThankYouRequest, words: Words): KindWords & { lang?: string } {
  const translated = (words.kinds as Partial<Record<string, KindWords>>)[request.kind];
  return translated ?? { ...thankYouByKind[request.kind], lang: languageTag.en };
}

/** A stored request: the spec's words, its reference and what happens next for its kind. */
function ThanksForRequest({
  request,
  locale,
  words,
}: {
  request: ThankYouRequest;
  locale: Locale;
  words: Words;
}) {
  const kind = kindWords(request, words);
  const english = thankYouByKind[request.kind];
  const lead = english.expertsReachOut ? `${kind.lead} ${words.expertsWillReachOut}` : kind.lead;
  const reference = catalogue(locale).requests.formCommon;
  return (
    <StatusPage
      label={kind.label}
      heading={words.heading}
      lead={lead}
      details={
        <>
          <p>
            <RequestReference
              reference={request.reference}
              hint
              words={{ label: reference.reference, hint: reference.referenceHint }}
            />
          </p>
          <p lang={kind.lang}>{kind.nextStep}</p>
          {'showAppointmentsPhone' in english ? (
            <AppointmentsPhone label={words.appointmentsPhone} />
          ) : null}
          <p>
            <Link {...localeLink(locale, requestStatusFor(request.reference))}>
              {words.checkProgress}
            </Link>
          </p>
        </>
      }
    >
      <ButtonLink {...localeLink(locale, homePath)}>{words.homeLabel}</ButtonLink>
    </StatusPage>
  );
}

/** No request the page can trust: thanks, and a way to send one, without saying one arrived. */
function ThanksWithoutRequest({ locale, words }: { locale: Locale; words: Words }) {
  const without = words.withoutRequest;
  return (
    <StatusPage
      label={without.label}
      heading={words.heading}
      lead={without.lead}
      details={
        <>
          <p>{without.nextStep}</p>
          <AppointmentsPhone label={words.appointmentsPhone} />
        </>
      }
    >
      <ButtonLink {...localeLink(locale, appointmentPath)}>{without.bookLabel}</ButtonLink>
      <ButtonLink {...localeLink(locale, homePath)} variant="secondary">
        {words.homeLabel}
      </ButtonLink>
    </StatusPage>
  );
}

/** /thank-you (and its twins): what became of the request the address names, in the page's language. */
export async function ThankYouPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const request = parseThankYouRequest(await searchParams);
  const words = catalogue(locale).requests.thankYou;
  return request ? (
    <ThanksForRequest request={request} locale={locale} words={words} />
  ) : (
    <ThanksWithoutRequest locale={locale} words={words} />
  );
}
