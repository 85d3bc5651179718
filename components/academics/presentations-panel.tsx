import { Accordion } from '@/components/ui/accordion';
import type { Presentation } from '@/content/academics';
import styles from './presentations-panel.module.scss';

/**
 * Conference talks in a panel 500 px high (spec) that scrolls on its own; one talk open at a time,
 * the first open at first.
 */
export function PresentationsPanel({
  label,
  presentations,
}: {
  label: string;
  presentations: readonly Presentation[];
}) {
  return (
    // Focusable so a keyboard user can scroll it.
    <div role="region" aria-label={label} tabIndex={0} className={styles.panel}>
      <Accordion
        expand="one"
        initiallyOpen={[0]}
        headingLevel={3}
        items={presentations.map((presentation) => ({
          title: presentation.title,
          content: <p>{presentation.details}</p>,
        }))}
      />
    </div>
  );
}
