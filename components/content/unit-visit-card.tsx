import { createTranslator } from 'next-intl';
import { EmailAddress } from '@/components/ui/email-address';
import { Icon } from '@/components/ui/icon';
import { PhoneNumber } from '@/components/ui/phone-number';
import { site, type Unit } from '@/content/site';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import styles from './unit-visit-card.module.scss';

/**
 * Where a unit is and how to reach it, from the site's one record of its contact facts, in the
 * page's language: the address and names in its script, the numbers and email as they are.
 */
export function UnitVisitCard({
  hospital,
  opdHours,
  externalSite,
  locale,
}: {
  hospital: Unit;
  /** When the outpatient clinics see patients. */
  opdHours: string;
  externalSite?: { label: string; url: string };
  locale: Locale;
}) {
  const { frame, shell, units, unitPage: words } = catalogue(locale);
  const t = createTranslator({ locale, messages: catalogue(locale), namespace: 'unitPage' });
  const place = units[hospital.id];
  return (
    <section aria-labelledby="visit-heading" className={styles.card}>
      <h2 id="visit-heading" className={styles.heading}>
        {words.visitHeading}
      </h2>
      <address className={styles.address}>
        <Icon name="map-pin" size={20} className={styles.icon} />
        <span>{place.address}</span>
      </address>
      <p className={styles.hours}>
        <Icon name="clock" size={18} className={styles.icon} />
        <span>
          <strong>{words.opd}:</strong> {opdHours}
        </span>
      </p>
      <p className={styles.emergency}>
        <a href={`tel:${site.emergencyPhone.tel}`}>
          <Icon name="ambulance" size={18} className={styles.icon} />
          <span>
            {words.emergency}: <PhoneNumber phone={site.emergencyPhone} />
          </span>
        </a>
      </p>
      <ul className={styles.contacts}>
        {hospital.phones.map((phone) => (
          <li key={phone.tel}>
            <a href={`tel:${phone.tel}`}>
              <Icon name="phone" size={18} className={styles.icon} />
              <span>
                <span className={styles.purpose}>
                  {shell.phonePurposes[phone.purpose as keyof typeof shell.phonePurposes] ??
                    phone.purpose}
                  :
                </span>{' '}
                <PhoneNumber phone={phone} />
              </span>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:${hospital.email}`}>
            <Icon name="mail" size={18} className={styles.icon} />{' '}
            <EmailAddress address={hospital.email} />
          </a>
        </li>
      </ul>
      <ul className={styles.links}>
        <li>
          <a href={hospital.directionsUrl} target="_blank" rel="noopener">
            {words.directions} <Icon name="external-link" size={16} />
            <span className="visually-hidden">
              {' '}
              {t('directionsTo', { name: place.name })} {frame.opensInNewTab}
            </span>
          </a>
        </li>
        {externalSite ? (
          <li>
            <a href={externalSite.url} target="_blank" rel="noopener">
              {externalSite.label} <Icon name="external-link" size={16} />
              <span className="visually-hidden"> {frame.opensInNewTab}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
