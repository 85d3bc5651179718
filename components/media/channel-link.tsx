import { buttonClass } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { videoCopy } from '@/content/media';

/** A link to the hospital's video channel, which opens in a new tab and says so. */
export function ChannelLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
      {label}
      <span className="visually-hidden"> {videoCopy.newTab}</span>
      <Icon name="external-link" size={18} />
    </a>
  );
}
