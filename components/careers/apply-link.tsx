'use client';

import type { MouseEvent } from 'react';
import { JOB_ID_STORAGE_KEY } from '@/lib/forms/career-storage';

/** Apply: keeps the job's id in local storage under `id` (spec), then follows the link. */
export function ApplyLink({
  jobId,
  href,
  className,
  label,
}: {
  jobId: string;
  href: string;
  className?: string;
  label: string;
}) {
  function onClick(_event: MouseEvent<HTMLAnchorElement>) {
    try {
      window.localStorage.setItem(JOB_ID_STORAGE_KEY, jobId);
    } catch {
      // Storage can be off (private mode); the job page then passes the id it knows itself.
    }
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {label}
    </a>
  );
}
