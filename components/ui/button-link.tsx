import clsx from 'clsx';
import Link from 'next/link';
import type { ComponentProps } from 'react';
import styles from './button-link.module.scss';

type Variant = 'primary' | 'secondary' | 'onDark' | 'emergency';

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: Variant };

/** A link that looks like a button: for navigation (a real <button> is for actions). */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link className={clsx(styles.button, styles[variant], className)} {...props} />;
}
