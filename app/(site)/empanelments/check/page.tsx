import { PageHero } from '@/components/content/page-hero';
import { CoverAnswer } from '@/components/empanelments/cover-answer';
import { CoverCheckForm } from '@/components/empanelments/cover-check-form';
import { CoverCheckPanel } from '@/components/empanelments/cover-check-panel';
import { CoverChoices } from '@/components/empanelments/cover-choices';
import { CoverNotFound } from '@/components/empanelments/cover-not-found';
import { CoverPageBody } from '@/components/empanelments/cover-page-body';
import { CoverResult } from '@/components/empanelments/cover-result';
import { coverChecker as words } from '@/content/cover-checker';
import { empanelmentsPage } from '@/content/empanelments-page';
import { COVER_QUERY, coverCheckPath, empanelmentsPath } from '@/content/routes';
import { checkCover } from '@/lib/empanelments/check-cover';
import { citySlug } from '@/lib/empanelments/cover';
import { firstOf, type Query } from '@/lib/query';
import { formPageMetadata } from '@/lib/seo/metadata';

type SearchParams = Promise<Query>;

const path = coverCheckPath();
const trail = [{ name: empanelmentsPage.title, path: empanelmentsPath }];

/** The checker alone is a page for search engines; each answer points to its scheme's own page. */
export function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  return formPageMetadata(
    { title: words.metaTitle, description: words.metaDescription, path },
    searchParams,
  );
}

/**
 * "Am I covered here?" A GET form: its answer is rendered on the server for its address, so it
 * works without JavaScript and can be sent to a relative.
 */
export default async function CoverCheckPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const check = checkCover(query);
  const typed = firstOf(query[COVER_QUERY.cover]) ?? '';
  const city = check.city ? citySlug(check.city) : '';
  return (
    <>
      <PageHero title={words.title} lead={words.lead} crumbs={trail} />
      <CoverPageBody>
        <CoverCheckPanel id="check" heading={words.form.heading}>
          <CoverCheckForm
            cover={typed}
            city={city}
            error={check.kind === 'invalid' ? check.error : undefined}
          />
        </CoverCheckPanel>
        {check.kind === 'blank' || check.kind === 'invalid' ? null : (
          <CoverResult>
            {check.kind === 'found' ? (
              <>
                <CoverAnswer cover={check.cover} city={check.city} linkToPage />
                <CoverChoices
                  heading={words.answer.alsoMatched}
                  covers={check.others}
                  city={city}
                />
              </>
            ) : null}
            {check.kind === 'choose' ? (
              <CoverChoices
                heading={words.choose.heading}
                lead={words.choose.lead}
                covers={check.choices}
                city={city}
              />
            ) : null}
            {check.kind === 'none' ? <CoverNotFound /> : null}
          </CoverResult>
        )}
      </CoverPageBody>
    </>
  );
}
