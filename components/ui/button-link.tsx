import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import type { ComponentProps } from 'react';
import styles from './button-link.module.scss';

type Variant = 'primary' | 'secondary' | 'onDark' | 'emergency';

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: Variant };

/** The classes of a button-looking element, for elements other than a Next link. */
export function buttonClass(variant: Variant = 'primary', className?: string): string {
  return clsx(styles.button, styles[variant], className);
}

/** A link that looks like a button: for navigation (a real <button> is for actions). */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link className={clsx(styles.button, styles[variant], className)} {...props} />;
}
