import { StatusPage } from '@/components/content/status-page';
import { ButtonLink } from '@/components/ui/button-link';
import { PhoneNumber } from '@/components/ui/phone-number';
import { notSentPage as words } from '@/content/not-sent-page';
import { homePath, notSentPath } from '@/content/routes';
import { site } from '@/content/site';
import { parseNotSent, type NotSent } from '@/lib/not-sent';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: words.title,
  description: words.description,
  path: notSentPath,
  noindex: true,
});

interface NotSentPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function WhatToDo({ notSent }: { notSent: NotSent }) {
  const phone = site.appointmentPhone;
  return (
    <>
      {notSent.fields.length > 0 ? (
        <>
          <p>{words.fieldsLead}</p>
          <ul>
            {notSent.fields.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        {words.backHint}{' '}
        <a href={`tel:${phone.tel}`}>
          <PhoneNumber phone={phone} />
        </a>
      </p>
    </>
  );
}

/**
 * Where a form sent without the page's script lands when it could not be stored (page-post.ts):
 * why, which fields, and how to go on. Nothing the visitor typed is in its address.
 */
export default async function NotSentPage({ searchParams }: NotSentPageProps) {
  const notSent = parseNotSent(await searchParams);
  return (
    <StatusPage
      label={words.label}
      heading={words.heading}
      lead={words.reasons[notSent.reason]}
      details={<WhatToDo notSent={notSent} />}
    >
      <ButtonLink href={homePath}>{words.homeLabel}</ButtonLink>
    </StatusPage>
  );
}
