import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-set';
import type { HomeIcon as HomeIconName } from '@/content/home';

const GLYPHS: Record<HomeIconName, IconName> = {
  stethoscope: 'stethoscope',
  clipboard: 'clipboard',
  building: 'building',
  home: 'house',
  flask: 'flask',
  heartPulse: 'heart-pulse',
  package: 'package',
  wind: 'wind',
  receipt: 'receipt',
  shield: 'shield-check',
  ambulance: 'ambulance',
  award: 'award',
  article: 'book-open',
};

/** The glyph content names for a home tile; decorative. */
export function HomeIcon({ name, size = 24 }: { name: HomeIconName; size?: number }) {
  return <Icon name={GLYPHS[name]} size={size} />;
}
