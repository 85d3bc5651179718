import { PageHero } from '@/components/content/page-hero';
import { AsideCard, TwoColumn } from '@/components/content/two-column';
import { DataRequestFormIsland } from '@/components/forms/form-islands';
import { myDataPage } from '@/content/my-data-page';
import { myDataPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: myDataPage.metaTitle,
  description: myDataPage.description,
  path: myDataPath,
});

/** A person's request to see, correct or erase their data: stored for the grievance officer. */
export default function MyDataPage() {
  return (
    <>
      <PageHero title={myDataPage.title} lead={myDataPage.lead} />
      <TwoColumn
        mainLabel={myDataPage.formHeading}
        main={
          <>
            <h2>{myDataPage.formHeading}</h2>
            <DataRequestFormIsland />
          </>
        }
        aside={
          <AsideCard heading={myDataPage.howHeading}>
            {myDataPage.how.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </AsideCard>
        }
      />
    </>
  );
}
