'use client';

import { useId, useState, type ReactNode } from 'react';
import { replayEarlyPress } from '@/components/ui/early-press';
import styles from './course-details.module.scss';

interface CourseDetailsProps {
  /** The toggle's words, e.g. "Course details". */
  label: string;
  /** The course's name, read after the label so each toggle is told apart. */
  courseTitle: string;
  /** The details, rendered on the server. */
  children: ReactNode;
}

/**
 * A course card's details popup. It shows while the card is hovered with a pointer or holds
 * keyboard focus (CSS), and the button opens it for touch and screen-reader users.
 */
export function CourseDetails({ label, courseTitle, children }: CourseDetailsProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <div id={panelId} className={styles.details} data-open={open}>
        {children}
      </div>
      <button
        ref={replayEarlyPress}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        {label}
        <span className="visually-hidden">: {courseTitle}</span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
    </>
  );
}
