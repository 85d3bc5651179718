import type { WellnessPackage } from '@/content/packages-page';
import { PackageCard } from './package-card';
import styles from './package-grid.module.scss';

/** The packages as equal cards: three across on a desktop, two on a tablet, one on a phone. */
export function PackageGrid({
  packages,
  labels,
}: {
  packages: readonly WellnessPackage[];
  labels: { price: string; includes: string; before: string; book: string };
}) {
  return (
    <ul className={styles.grid}>
      {packages.map((pkg) => (
        <li key={pkg.id}>
          <PackageCard pkg={pkg} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
