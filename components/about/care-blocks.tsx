import { Link } from '@/components/ui/link';
import { Paragraphs } from '@/components/content/paragraphs';
import { Icon } from '@/components/ui/icon';
import type { CareBlock } from '@/content/model-of-care-page';
import styles from './care-blocks.module.scss';

/** A link's words with its arrow kept beside the last word when the label wraps. */
function LinkLabel({ label }: { label: string }) {
  const split = label.lastIndexOf(' ');
  return (
    <>
      {label.slice(0, split + 1)}
      <span className={styles.nowrap}>
        {label.slice(split + 1)} <Icon name="arrow-right" size={18} />
      </span>
    </>
  );
}

/** The parts of our model of care, numbered, each with what it means and where to go next. */
export function CareBlocks({ blocks }: { blocks: readonly CareBlock[] }) {
  return (
    <ol className={styles.list}>
      {blocks.map((block, index) => {
        const headingId = `care-${block.id}-heading`;
        return (
          <li key={block.id} className={styles.item}>
            <article id={`care-${block.id}`} aria-labelledby={headingId} className={styles.block}>
              <div className={styles.marker} aria-hidden="true">
                <span className={styles.number}>{String(index + 1).padStart(2, '0')}</span>
                <span className={styles.icon}>
                  <Icon name={block.icon} size={28} />
                </span>
              </div>
              <div className={styles.text}>
                <h3 id={headingId} className={styles.heading}>
                  {block.heading}
                </h3>
                <Paragraphs paragraphs={block.text} />
                <Link href={block.link.href} className={styles.link}>
                  <LinkLabel label={block.link.label} />
                </Link>
              </div>
              <ul className={styles.points}>
                {block.points.map((point) => (
                  <li key={point}>
                    <Icon name="check" size={18} className={styles.check} />
                    {point}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
