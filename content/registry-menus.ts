import 'server-only';
import type {
  HeaderMenus,
  NavLink,
  NavMenu,
  NavPlaceholder,
  PageMenuId,
} from '@/content/navigation';
import {
  aboutPath,
  academicsPath,
  appointmentPath,
  blogsPath,
  careersPath,
  csrPath,
  doctorsPath,
  empanelmentsPath,
  packagesPath,
  sitePagePath,
  statutoryReportPath,
} from '@/content/routes';
import { sitePages } from '@/content/site-pages';
import { site } from '@/content/site';

// The menus that list service, centre and legal pages. They import every page's text, so they are
// built on the server and reach the header and footer (client components) as props.

/**
 * A menu's links: each content page that names this menu at the place it gives, and the menu's
 * own links, in their order, in the places between. A page added to a registry with a place in a
 * menu appears there with no other edit.
 */
function menuLinks<Link extends NavLink | NavPlaceholder>(
  menu: PageMenuId,
  ownLinks: readonly Link[],
): (Link | NavLink)[] {
  const listed = sitePages
    .flatMap(({ entry }) => {
      const place = entry.menu?.places[menu];
      if (!entry.menu || place === undefined) return [];
      return [{ place, link: { label: entry.menu.label, href: sitePagePath(entry.slug) } }];
    })
    .sort((a, b) => a.place - b.place);
  const own = [...ownLinks];
  const links: (Link | NavLink)[] = [];
  for (const page of listed) {
    while (own.length > 0 && links.length + 1 < page.place) links.push(own.shift()!);
    links.push(page.link);
  }
  return [...links, ...own];
}

export const centresOfExcellenceMenu: NavMenu = {
  id: 'centres-of-excellence',
  label: 'Centre of Excellence',
  links: menuLinks('centres-of-excellence', []),
};

export const servicesMenu: NavMenu = {
  id: 'services',
  label: 'Services',
  links: menuLinks('services', [{ label: 'CSR', href: csrPath }]),
};

/** The header's menus: the specialities, built from the API, beside those built here. */
export function headerMenus(specialities: NavMenu): HeaderMenus {
  return { specialities, centresOfExcellence: centresOfExcellenceMenu, services: servicesMenu };
}

export const footerPatientLinks: NavLink[] = menuLinks('footer-patients', [
  { label: `About ${site.brand}`, href: aboutPath },
  { label: 'Find a Doctor', href: doctorsPath() },
  { label: 'Careers', href: careersPath },
  { label: 'Blogs', href: blogsPath() },
  { label: 'Book an Appointment', href: appointmentPath },
  { label: 'Health Packages', href: packagesPath },
  { label: 'CSR', href: csrPath },
  { label: 'Empanelments', href: empanelmentsPath },
  { label: 'Statutory Monthly Report', href: statutoryReportPath },
  { label: 'Academics', href: academicsPath },
]);

export const footerLegalLinks: (NavLink | NavPlaceholder)[] = menuLinks('footer-legal', [
  { label: 'Terms of Use', href: null },
  { label: 'Cookie Policy', href: null },
]);
