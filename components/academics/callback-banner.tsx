import { buttonClass } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { DialogTrigger } from '@/components/layout/dialog-trigger';
import { contactPath } from '@/content/routes';
import styles from './callback-banner.module.scss';

/** A band asking the visitor to leave a number; the button opens the site's call-back popup. */
export function CallbackBanner({
  heading,
  text,
  button,
}: {
  heading: string;
  text: string;
  button: string;
}) {
  return (
    <section aria-labelledby="academics-callback-heading" className={styles.band}>
      <div className={styles.inner}>
        <div>
          <h2 id="academics-callback-heading" className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <DialogTrigger kind="callback" fallbackHref={contactPath} className={buttonClass('onDark')}>
          <Icon name="phone-call" size={18} /> {button}
        </DialogTrigger>
      </div>
    </section>
  );
}
