'use client';

import type { ReactNode } from 'react';
import { JOB_ID_STORAGE_KEY } from '@/lib/forms/career-storage';

/**
 * Apply: keeps the job's id in local storage under `id` (spec), then follows the link. A plain
 * link, so Enter fires the same click, and the store happens before the browser navigates.
 */
export function ApplyLink({
  jobId,
  href,
  className,
  label,
  children,
}: {
  jobId: string;
  href: string;
  className?: string;
  /** The accessible name, naming the job. */
  label: string;
  children: ReactNode;
}) {
  function onClick() {
    try {
      window.localStorage.setItem(JOB_ID_STORAGE_KEY, jobId);
    } catch {
      // Storage can be off (private mode); the job page then passes the id it knows itself.
    }
  }
  return (
    <a href={href} className={className} aria-label={label} onClick={onClick}>
      {children}
    </a>
  );
}
