import type { ReactNode } from 'react';
import { PageHero } from '@/components/content/page-hero';
import { TwoColumn } from '@/components/content/two-column';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { StatusHelp } from './status-help';

/** /request-status and its too-many-tries answer: the banner, the form and its answer, the help aside. */
export function RequestStatusLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const words = catalogue(locale).requestStatus;
  return (
    <>
      <PageHero title={words.title} lead={words.lead} locale={locale} />
      <TwoColumn
        mainLabel={words.formHeading}
        main={
          <>
            <h2>{words.formHeading}</h2>
            {children}
          </>
        }
        aside={<StatusHelp locale={locale} />}
      />
    </>
  );
}
