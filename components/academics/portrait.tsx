import clsx from 'clsx';
import { OptimisedImage } from '@/components/ui/optimised-image';
import type { Portrait as PortraitContent } from '@/content/academics';
import styles from './portrait.module.scss';

/** A stylised portrait on its tint. Decorative: the person's name is always beside it. */
export function Portrait({
  portrait,
  size = 'card',
}: {
  portrait: PortraitContent;
  size?: 'card' | 'small';
}) {
  const pixels = size === 'card' ? 160 : 64;
  return (
    <span className={clsx(styles.portrait, styles[portrait.tint], styles[size])}>
      <OptimisedImage src={portrait.src} alt="" width={pixels} height={pixels} />
    </span>
  );
}
