import {
  Ambulance,
  Building2,
  ClipboardList,
  FlaskConical,
  HeartPulse,
  House,
  Package,
  Receipt,
  ShieldCheck,
  Stethoscope,
  Wind,
  type IconNode,
} from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { HomeIcon as HomeIconName } from '@/content/home';

const GLYPHS: Record<HomeIconName, IconNode> = {
  stethoscope: Stethoscope,
  clipboard: ClipboardList,
  building: Building2,
  home: House,
  flask: FlaskConical,
  heartPulse: HeartPulse,
  package: Package,
  wind: Wind,
  receipt: Receipt,
  shield: ShieldCheck,
  ambulance: Ambulance,
};

/** The glyph content names for a home tile; decorative. */
export function HomeIcon({ name, size = 24 }: { name: HomeIconName; size?: number }) {
  return <Icon icon={GLYPHS[name]} size={size} />;
}
