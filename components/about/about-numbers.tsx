import styles from './about-numbers.module.scss';

export interface AboutNumber {
  value: string;
  label: string;
}

/** A few facts as large figures, each with what it counts. */
export function AboutNumbers({
  heading,
  numbers,
}: {
  heading: string;
  numbers: readonly AboutNumber[];
}) {
  return (
    <section aria-labelledby="numbers-heading" className={styles.numbers}>
      <h2 id="numbers-heading" className="visually-hidden">
        {heading}
      </h2>
      <dl className={styles.list}>
        {numbers.map((number) => (
          <div key={number.label} className={styles.item}>
            <dt className={styles.label}>{number.label}</dt>
            <dd className={styles.value}>{number.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
