import { Link } from '@/components/ui/link';
import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';
import type { HomeTile } from '@/content/home';
import { HomeIcon } from './home-icon';
import styles from './tile-grid.module.scss';

/** Link tiles with an icon, a name and one line: shortcuts and care services. */
export function TileGrid({ tiles, compact }: { tiles: readonly HomeTile[]; compact?: boolean }) {
  return (
    <ul className={clsx(styles.grid, compact && styles.compact)}>
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Link href={tile.href} hrefLang={tile.hrefLang} className={styles.tile}>
            <span className={styles.icon}>
              <HomeIcon name={tile.icon} />
            </span>
            <span className={styles.text}>
              <span className={styles.label}>{tile.label}</span>
              <span className={styles.description}>{tile.description}</span>
            </span>
            <Icon name="arrow-right" size={18} className={styles.arrow} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
