import { statutoryReportsPage as copy } from '@/content/statutory-reports';
import styles from './waste-categories.module.scss';

/** The colour-coded categories a report counts, each beside a swatch of its bag's colour. */
export function WasteCategories() {
  const { categoriesHeading, categories } = copy.intro;
  return (
    <section aria-labelledby="categories-heading" className={styles.card}>
      <h2 id="categories-heading" className={styles.heading}>
        {categoriesHeading}
      </h2>
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.name} className={styles.item}>
            <span className={styles.swatch} data-colour={category.colour} aria-hidden="true" />
            <span>
              <strong>{category.name}</strong>
              <span className={styles.detail}>{category.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
