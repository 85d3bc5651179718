import {
  centresOfExcellenceMenu,
  hospitalsMenu,
  servicesMenu,
  type NavMenu,
  type PhoneMenuEntry,
} from '@/content/navigation';

type SectionId = Extract<PhoneMenuEntry, { kind: 'section' }>['menu'];

/** The phone menu's sections by id: the fixed ones from content, the specialities from the API. */
export function phoneMenuSections(specialitiesMenu: NavMenu): Record<SectionId, NavMenu> {
  return {
    hospitals: hospitalsMenu,
    specialities: specialitiesMenu,
    'centres-of-excellence': centresOfExcellenceMenu,
    services: servicesMenu,
  };
}
