import type { IconNode } from 'lucide';
import { createElement } from 'react';

interface IconProps {
  /** An icon from the `lucide` package, e.g. `import { Phone } from 'lucide'`. */
  icon: IconNode;
  size?: number;
  className?: string;
  /** Names the icon for assistive technology; without it the icon is decorative. */
  label?: string;
}

/**
 * A line icon rendered as plain SVG. Deliberately not lucide-react: its icons are client
 * components, so every icon on a server-rendered page would ship JavaScript.
 */
export function Icon({ icon, size = 20, className, label }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
