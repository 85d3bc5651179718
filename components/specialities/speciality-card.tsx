import { Link } from '@/components/ui/link';
import { OptimisedImage } from '@/components/ui/optimised-image';
import type { CategorySummary } from '@/lib/hospital-api/types';
import { specialityPath } from '@/content/routes';
import { cardWords } from '@/lib/i18n/card-words';
import { localeLink } from '@/lib/i18n/paths';
import styles from './speciality-card.module.scss';

export function SpecialityCard({ speciality }: { speciality: CategorySummary }) {
  const { locale, translated, t } = cardWords();
  return (
    <Link {...localeLink(locale, specialityPath(speciality.slug))} className={styles.card}>
      {speciality.image ? (
        <OptimisedImage
          src={speciality.image}
          alt=""
          width={72}
          height={72}
          className={styles.image}
        />
      ) : null}
      <span className={styles.name} lang={translated ? 'en' : undefined}>
        {speciality.name}
      </span>
      <span className={styles.more} aria-hidden>
        {t('learnMore')}
      </span>
    </Link>
  );
}
