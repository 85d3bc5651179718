import Image from 'next/image';
import Link from 'next/link';
import { hospitalRating, type NetworkHospital } from '@/content/network-hospitals';
import { Rating } from './rating';
import styles from './network-hospital-card.module.scss';

/** One unit in the network hospitals carousel: image, name, rating, a link to its page. */
export function NetworkHospitalCard({ hospital }: { hospital: NetworkHospital }) {
  return (
    <article className={styles.card}>
      <Image
        src={hospital.image.src}
        alt={hospital.image.alt}
        width={640}
        height={400}
        className={styles.image}
      />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link href={hospital.href} className={styles.link}>
            {hospital.name}
          </Link>
        </h3>
        <p className={styles.place}>{hospital.place}</p>
        <Rating value={hospitalRating.value} outOf={hospitalRating.outOf} />
      </div>
    </article>
  );
}
