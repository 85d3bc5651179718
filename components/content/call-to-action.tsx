import { ButtonLink, buttonClass } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { PhoneNumber } from '@/components/ui/phone-number';
import type { CallToAction as CallToActionContent } from '@/content/blocks';
import { appointmentPath } from '@/content/routes';
import { site } from '@/content/site';
import styles from './call-to-action.module.scss';

/**
 * The band closing a content page: a number to ring now, and the way to book a visit, or the
 * page's own next step where it names one.
 */
export function CallToAction({ cta }: { cta: CallToActionContent }) {
  const phone = cta.phone === 'emergency' ? site.emergencyPhone : site.appointmentPhone;
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
          <a
            href={`tel:${phone.tel}`}
            className={buttonClass(cta.phone === 'emergency' ? 'emergency' : 'onDark')}
          >
            <Icon name="phone" size={18} />
            <span>
              Call {phone.purpose.toLowerCase()} <PhoneNumber phone={phone} />
            </span>
          </a>
          <ButtonLink
            href={cta.next?.href ?? appointmentPath}
            variant="onDark"
            className={styles.secondary}
          >
            {cta.next?.label ?? 'Book an appointment'}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
