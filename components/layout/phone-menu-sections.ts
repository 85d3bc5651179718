import {
  hospitalsMenu,
  type HeaderMenus,
  type NavMenu,
  type PhoneMenuEntry,
} from '@/content/navigation';

type SectionId = Extract<PhoneMenuEntry, { kind: 'section' }>['menu'];

/** The phone menu's sections by id: the hospitals from content, the rest built on the server. */
export function phoneMenuSections(menus: HeaderMenus): Record<SectionId, NavMenu> {
  return {
    hospitals: hospitalsMenu,
    specialities: menus.specialities,
    'centres-of-excellence': menus.centresOfExcellence,
    services: menus.services,
  };
}
