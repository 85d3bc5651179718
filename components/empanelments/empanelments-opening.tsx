import { Icon } from '@/components/ui/icon';
import type { Paragraphs as ParagraphsContent } from '@/content/blocks';
import { Paragraphs } from '@/components/content/paragraphs';
import type { ReactNode } from 'react';
import styles from './empanelments-opening.module.scss';

/**
 * The page's opening: what empanelment means for a patient, the links down to each part of a
 * long page, and the desk to call, beside it on wide screens and under it on phones.
 */
export function EmpanelmentsOpening({
  intro,
  contents,
  note,
  aside,
}: {
  intro: ParagraphsContent;
  contents: { label: string; links: readonly { href: string; label: string }[] };
  note: string;
  aside: ReactNode;
}) {
  return (
    <div className={styles.opening}>
      <div className={styles.intro}>
        <div className={styles.text}>
          <Paragraphs paragraphs={intro} />
        </div>
        <nav aria-label={contents.label} className={styles.contents}>
          <p className={styles.contentsLabel}>{contents.label}</p>
          <ul>
            {contents.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>
                  <Icon name="arrow-right" size={16} />
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.note}>
          <Icon name="shield-check" size={22} className={styles.noteIcon} />
          <span>{note}</span>
        </p>
      </div>
      {aside}
    </div>
  );
}
