import type { ReactNode } from 'react';

interface StatusPageProps {
  label: string;
  heading: string;
  lead: string;
  /** What the visitor needs to keep or know next, between the lead and the actions. */
  details?: ReactNode;
  children?: ReactNode;
  /** 2 where the page around it already has its h1 (a list's banner). */
  headingLevel?: 1 | 2;
}

/**
 * The body of a page that reports a state rather than content: not found, an error, thanks. Its
 * styles are global (styles/_status-page.scss says why).
 */
export function StatusPage({
  label,
  heading,
  lead,
  details,
  children,
  headingLevel = 1,
}: StatusPageProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="status-page">
      <p className="status-page-code">{label}</p>
      <Heading>{heading}</Heading>
      <p className="status-page-lead">{lead}</p>
      {details ? <div className="status-page-details">{details}</div> : null}
      {children ? <div className="status-page-actions">{children}</div> : null}
    </div>
  );
}
