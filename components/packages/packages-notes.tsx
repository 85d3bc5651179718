import { Icon } from '@/components/ui/icon';
import styles from './packages-notes.module.scss';

/** The small print that matters: what the price does not cover, and when not to wait. */
export function PackagesNotes({ notes }: { notes: readonly string[] }) {
  return (
    <ul className={styles.notes}>
      {notes.map((note) => (
        <li key={note}>
          <Icon name="circle-alert" size={20} className={styles.icon} />
          <span>{note}</span>
        </li>
      ))}
    </ul>
  );
}
