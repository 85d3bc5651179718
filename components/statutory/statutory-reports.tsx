import { Paragraphs } from '@/components/content/paragraphs';
import { Icon } from '@/components/ui/icon';
import { statutoryReportsPage as copy, statutoryYears } from '@/content/statutory-reports';
import { ReportAccordions } from './report-accordions';
import { WasteCategories } from './waste-categories';
import styles from './statutory-reports.module.scss';

/** The page's body: what the reports are, the reports by year and city, and whom to ask. */
export function StatutoryReports() {
  const { intro, questions } = copy;
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <section aria-labelledby="about-reports-heading" className={styles.intro}>
          <h2 id="about-reports-heading" className={styles.introHeading}>
            {intro.heading}
          </h2>
          <Paragraphs paragraphs={intro.paragraphs} />
        </section>
        <ReportAccordions years={statutoryYears} />
      </div>
      <aside className={styles.aside}>
        <WasteCategories />
        <section aria-labelledby="report-questions-heading" className={styles.questions}>
          <h2 id="report-questions-heading" className={styles.questionsHeading}>
            {questions.heading}
          </h2>
          <p>{questions.text}</p>
          <ul className={styles.contacts}>
            <li>
              <Icon name="mail" size={18} className={styles.icon} />
              <a href={`mailto:${questions.email}`}>{questions.email}</a>
            </li>
            <li>
              <Icon name="phone" size={18} className={styles.icon} />
              <a href={`tel:${questions.phone.tel}`}>{questions.phone.display}</a>
            </li>
          </ul>
        </section>
      </aside>
    </div>
  );
}
