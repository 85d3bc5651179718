import { ButtonLink, buttonClass } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { PhoneNumber } from '@/components/ui/phone-number';
import type { CallToAction as CallToActionContent } from '@/content/blocks';
import { appointmentPath } from '@/content/routes';
import { site } from '@/content/site';
import { catalogue } from '@/lib/i18n/catalogues';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localeLink } from '@/lib/i18n/paths';
import styles from './call-to-action.module.scss';

/**
 * The band closing a content page: a number to ring now, and the way to book a visit, or the
 * page's own next step where it names one. Its buttons speak the page's language.
 */
export function CallToAction({ cta }: { cta: CallToActionContent }) {
  const locale = pageLocale();
  const words = catalogue(locale).blocks;
  const emergency = cta.phone === 'emergency';
  const phone = emergency ? site.emergencyPhone : site.appointmentPhone;
  return (
    <section aria-labelledby="call-to-action-heading" className={styles.band}>
      <div className={styles.inner}>
        <div>
          <h2 id="call-to-action-heading" className={styles.heading}>
            {cta.heading}
          </h2>
          <p className={styles.text}>{cta.text}</p>
        </div>
        <div className={styles.actions}>
          <a href={`tel:${phone.tel}`} className={buttonClass(emergency ? 'emergency' : 'onDark')}>
            <Icon name="phone" size={18} />
            <span>
              {emergency ? words.callEmergency : words.callAppointments}{' '}
              <PhoneNumber phone={phone} />
            </span>
          </a>
          <ButtonLink
            {...(cta.next ? { href: cta.next.href } : localeLink(locale, appointmentPath))}
            variant="onDark"
            className={styles.secondary}
          >
            {cta.next?.label ?? words.bookAppointment}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
