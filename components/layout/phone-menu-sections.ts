import {
  hospitalsMenu,
  type HeaderMenus,
  type NavMenu,
  type PhoneMenuEntry,
} from '@/content/navigation';

type SectionId = Extract<PhoneMenuEntry, { kind: 'section' }>['menu'];

/**
 * The phone menu's sections by id: the hospitals from content (or, on a translated page, its
 * frame's), the rest built on the server.
 */
export function phoneMenuSections(
  menus: HeaderMenus,
  hospitals: NavMenu = hospitalsMenu,
): Record<SectionId, NavMenu> {
  return {
    hospitals,
    specialities: menus.specialities,
    'centres-of-excellence': menus.centresOfExcellence,
    services: menus.services,
  };
}
