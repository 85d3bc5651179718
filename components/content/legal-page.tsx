import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import type { LegalContacts, LegalEntry } from '@/content/legal/types';
import { displayDate } from '@/lib/dates';
import { site } from '@/content/site';
import { slugify } from '@/lib/slug';
import { PageHero } from './page-hero';
import { Paragraphs } from './paragraphs';
import styles from './legal-page.module.scss';

function Contacts({ contacts }: { contacts: LegalContacts }) {
  return (
    <section aria-labelledby="contacts-heading" className={styles.contacts}>
      <h2 id="contacts-heading">{contacts.heading}</h2>
      <div className={styles.contactCards}>
        {contacts.items.map((contact) => {
          const office = site.units.find((candidate) => candidate.id === contact.office);
          return (
            <div key={contact.heading} className={styles.card}>
              <h3>{contact.heading}</h3>
              <p className={styles.role}>
                {contact.name ? `${contact.name}, ${contact.role}` : contact.role}
              </p>
              <ul className={styles.lines}>
                {office ? (
                  <li>
                    <Icon name="map-pin" size={18} className={styles.icon} />
                    <address>
                      {office.name}
                      <br />
                      {office.address}
                    </address>
                  </li>
                ) : null}
                <li>
                  <Icon name="mail" size={18} className={styles.icon} />
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </li>
                {contact.phone ? (
                  <li>
                    <Icon name="phone" size={18} className={styles.icon} />
                    <a href={`tel:${contact.phone.tel}`}>{contact.phone.display}</a>
                  </li>
                ) : null}
                {contact.form ? (
                  <li>
                    <Icon name="arrow-right" size={18} className={styles.icon} />
                    <Link href={contact.form.href}>{contact.form.label}</Link>
                  </li>
                ) : null}
                {contact.hours ? (
                  <li>
                    <Icon name="clock" size={18} className={styles.icon} />
                    <span>{contact.hours}</span>
                  </li>
                ) : null}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** A legal page, /{slug}: numbered sections with a list of them to jump to, then whom to contact. */
export function LegalPage({ page }: { page: LegalEntry }) {
  const sections = page.sections.map((section, index) => ({
    ...section,
    number: index + 1,
    id: slugify(section.heading),
  }));
  return (
    <>
      <PageHero title={page.title} lead={page.lead} />
      <div className={styles.layout}>
        <nav aria-labelledby="contents-heading" className={styles.contents}>
          <h2 id="contents-heading" className={styles.contentsHeading}>
            On this page
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.text}>
          <p className={styles.updated}>
            Last updated <time dateTime={page.updated}>{displayDate(page.updated)}</time>
          </p>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className={styles.section}
            >
              <h2 id={`${section.id}-heading`} className={styles.sectionHeading}>
                <span className={styles.number}>{section.number}.</span> {section.heading}
              </h2>
              <Paragraphs paragraphs={section.paragraphs} points={section.points} />
              {section.subsections?.map((subsection) => (
                <div key={subsection.heading} className={styles.subsection}>
                  <h3 className={styles.subsectionHeading}>{subsection.heading}</h3>
                  <Paragraphs paragraphs={subsection.paragraphs} points={subsection.points} />
                </div>
              ))}
            </section>
          ))}
          {page.contacts ? <Contacts contacts={page.contacts} /> : null}
        </div>
      </div>
    </>
  );
}
