import type { ReactNode } from 'react';
import { PageHero } from '@/components/content/page-hero';
import { TwoColumn } from '@/components/content/two-column';
import { requestStatusPage as words } from '@/content/request-status-page';
import { StatusHelp } from './status-help';

/** /request-status and its too-many-tries answer: the banner, the form and its answer, the help aside. */
export function RequestStatusLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHero title={words.title} lead={words.lead} />
      <TwoColumn
        mainLabel={words.formHeading}
        main={
          <>
            <h2>{words.formHeading}</h2>
            {children}
          </>
        }
        aside={<StatusHelp />}
      />
    </>
  );
}
