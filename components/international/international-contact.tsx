import { SocialIcon } from '@/components/ui/social-icon';
import { EmailAddress } from '@/components/ui/email-address';
import { Icon } from '@/components/ui/icon';
import type { Phone } from '@/content/site';
import styles from './international-contact.module.scss';

interface InternationalContactProps {
  heading: string;
  text: string;
  whatsapp: { label: string; href: string };
  email: { label: string; address: string };
  phone: { label: string; number: Phone };
}

/** The international desk's ways in: WhatsApp, email and a phone number. */
export function InternationalContact({
  heading,
  text,
  whatsapp,
  email,
  phone,
}: InternationalContactProps) {
  return (
    <section
      id="international-desk"
      aria-labelledby="international-desk-heading"
      className={styles.panel}
    >
      <div className={styles.copy}>
        <h2 id="international-desk-heading" className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.text}>{text}</p>
      </div>
      <ul className={styles.ways}>
        <li>
          <a className={styles.way} href={whatsapp.href} target="_blank" rel="noopener">
            <SocialIcon network="whatsapp" size={22} />
            <span>
              <span className={styles.wayLabel}>{whatsapp.label}</span>
              <span className={styles.wayDetail}>{phone.number.display}</span>
            </span>
          </a>
        </li>
        <li>
          <a className={styles.way} href={`mailto:${email.address}`}>
            <Icon name="mail" size={22} />
            <span>
              <span className={styles.wayLabel}>{email.label}</span>
              <span className={styles.wayDetail}>
                <EmailAddress address={email.address} />
              </span>
            </span>
          </a>
        </li>
        <li>
          <a className={styles.way} href={`tel:${phone.number.tel}`}>
            <Icon name="phone" size={22} />
            <span>
              <span className={styles.wayLabel}>{phone.label}</span>
              <span className={styles.wayDetail}>{phone.number.display}</span>
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}
