import { Icon } from '@/components/ui/icon';
import { PhoneNumber } from '@/components/ui/phone-number';
import { SocialIcon } from '@/components/ui/social-icon';
import { whatsappLink } from '@/content/navigation';
import { site } from '@/content/site';
import styles from './contact-options.module.scss';

/** Other ways to reach the appointments desk at once: by phone or on WhatsApp. */
export function ContactOptions({
  lead,
  appointments = 'Appointments',
  whatsappUs = 'WhatsApp us',
}: {
  lead: string;
  appointments?: string;
  whatsappUs?: string;
}) {
  return (
    <div className={styles.options}>
      <p className={styles.lead}>{lead}</p>
      <a className={styles.option} href={`tel:${site.appointmentPhone.tel}`}>
        <Icon name="phone" size={18} />
        <span>
          {appointments}: <PhoneNumber phone={site.appointmentPhone} />
        </span>
      </a>
      <a className={styles.option} href={whatsappLink} target="_blank" rel="noopener">
        <SocialIcon network="whatsapp" size={18} /> {whatsappUs}
      </a>
    </div>
  );
}
