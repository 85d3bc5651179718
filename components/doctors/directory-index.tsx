import { Link } from '@/components/ui/link';
import type { DirectoryLink, LocatorLocation } from '@/lib/doctors/directory';
import styles from './directory-index.module.scss';

interface DirectoryIndexProps {
  index: { location: LocatorLocation; links: DirectoryLink[] }[];
  doctorCount: (count: number) => string;
}

/** Each location with a link to each of its specialities' listings: /doctor without a select. */
export function DirectoryIndex({ index, doctorCount }: DirectoryIndexProps) {
  return (
    <div className={styles.locations}>
      {index.map(({ location, links }) => (
        <div key={location.city} className={styles.location}>
          <h3 className={styles.name}>{location.label}</h3>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.path}>
                <Link href={link.path}>{link.speciality}</Link>{' '}
                <span className={styles.count}>{doctorCount(link.doctors)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
