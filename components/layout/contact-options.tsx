import { Phone } from 'lucide';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { SocialIcon } from '@/components/ui/social-icon';
import { whatsappLink } from '@/content/navigation';
import { site } from '@/lib/site';
import styles from './contact-options.module.scss';

/** Ways to reach the appointments desk at once: by phone or on WhatsApp. */
export function ContactOptions({ intro }: { intro: string }) {
  return (
    <div>
      <p className={styles.intro}>{intro}</p>
      <div className={styles.options}>
        <ButtonLink href={`tel:${site.appointmentPhone.tel}`}>
          <Icon icon={Phone} size={18} /> Call {site.appointmentPhone.display}
        </ButtonLink>
        <ButtonLink href={whatsappLink} variant="secondary" target="_blank" rel="noopener">
          <SocialIcon network="whatsapp" size={18} /> Message us on WhatsApp
        </ButtonLink>
      </div>
    </div>
  );
}
