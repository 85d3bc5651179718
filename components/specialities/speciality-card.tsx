import { Link } from '@/components/ui/link';
import { OptimisedImage } from '@/components/ui/optimised-image';
import type { CategorySummary } from '@/lib/hospital-api/types';
import { specialityPath } from '@/content/routes';
import styles from './speciality-card.module.scss';

export function SpecialityCard({ speciality }: { speciality: CategorySummary }) {
  return (
    <Link href={specialityPath(speciality.slug)} className={styles.card}>
      {speciality.image ? (
        <OptimisedImage
          src={speciality.image}
          alt=""
          width={72}
          height={72}
          className={styles.image}
        />
      ) : null}
      <span className={styles.name}>{speciality.name}</span>
      <span className={styles.more} aria-hidden>
        Learn more
      </span>
    </Link>
  );
}
