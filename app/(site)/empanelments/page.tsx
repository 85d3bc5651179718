import { CallToAction } from '@/components/content/call-to-action';
import { PageHero } from '@/components/content/page-hero';
import { AmanKiAsha } from '@/components/empanelments/aman-ki-asha';
import { CoverCheckForm } from '@/components/empanelments/cover-check-form';
import { CoverCheckPanel } from '@/components/empanelments/cover-check-panel';
import { EmpanelmentTable } from '@/components/empanelments/empanelment-table';
import { EmpanelmentsBody } from '@/components/empanelments/empanelments-body';
import { EmpanelmentsOpening } from '@/components/empanelments/empanelments-opening';
import { InsuranceDesk } from '@/components/empanelments/insurance-desk';
import { coverChecker } from '@/content/cover-checker';
import {
  AMAN_KI_ASHA,
  empanelmentsPage as copy,
  governmentSchemes,
  privateInsurers,
} from '@/content/empanelments-page';
import { empanelmentsPath as path } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.metaDescription,
  path,
});

const GOVERNMENT_ID = 'government-schemes';
const PRIVATE_ID = 'insurers-and-tpas';
const AMAN_KI_ASHA_ID = 'aman-ki-asha';
const CHECK_ID = 'check';

/** Which schemes, insurers and TPAs each of the six hospitals accepts, and how to use them. */
export default function EmpanelmentsPage() {
  const labels = { yes: copy.tables.yes, no: copy.tables.no };
  return (
    <>
      <PageHero title={copy.title} lead={copy.lead} />
      <EmpanelmentsBody faq={copy.faq}>
        {/* First: most visitors come to ask about one card, and on a phone the tables are far down. */}
        <CoverCheckPanel
          id={CHECK_ID}
          heading={coverChecker.band.heading}
          text={coverChecker.band.text}
        >
          <CoverCheckForm />
        </CoverCheckPanel>
        <EmpanelmentsOpening
          intro={copy.intro}
          contents={{
            label: copy.contentsLabel,
            links: [
              { href: `#${GOVERNMENT_ID}`, label: copy.tables.government.heading },
              { href: `#${PRIVATE_ID}`, label: copy.tables.private.heading },
              { href: `#${AMAN_KI_ASHA_ID}`, label: copy.amanKiAsha.shortName },
            ],
          }}
          note={copy.tables.note}
          aside={<InsuranceDesk copy={copy.desk} />}
        />
        <EmpanelmentTable
          id={GOVERNMENT_ID}
          copy={copy.tables.government}
          rows={governmentSchemes}
          labels={labels}
          legend={copy.tables.legend}
          swipeHint={copy.tables.swipeHint}
        />
        <AmanKiAsha id={AMAN_KI_ASHA_ID} copy={copy.amanKiAsha} terms={AMAN_KI_ASHA} />
        <EmpanelmentTable
          id={PRIVATE_ID}
          copy={copy.tables.private}
          rows={privateInsurers}
          labels={labels}
          legend={copy.tables.legend}
          swipeHint={copy.tables.swipeHint}
        />
      </EmpanelmentsBody>
      <CallToAction cta={copy.callToAction} />
    </>
  );
}
