import { Link } from '@/components/ui/link';
import {
  DROPDOWN_CLOSE_DELAY_MS,
  SPECIALITIES_CLOSE_DELAY_MS,
  type HeaderMenus,
  type NavMenu,
} from '@/content/navigation';
import { MenuLinks } from './menu-links';
import styles from './main-nav.module.scss';
import { NavDropdown } from './nav-dropdown';
import { useShell } from './shell-context';

function Dropdown({
  menu,
  closeDelayMs = DROPDOWN_CLOSE_DELAY_MS,
}: {
  menu: NavMenu;
  closeDelayMs?: number;
}) {
  const { frame } = useShell();
  return (
    <NavDropdown label={menu.label} closeDelayMs={closeDelayMs} wide={menu.links.length > 7}>
      <MenuLinks
        menu={menu}
        listClassName={styles.panelList}
        linkClassName={styles.panelLink}
        newTab={frame.opensInNewTab}
      />
    </NavDropdown>
  );
}

/** The slim bar's More menu, for the secondary pages that do not stand in it as links. */
export function StripMoreMenu() {
  const { frame, links } = useShell();
  return (
    <NavDropdown label={links.more.label} closeDelayMs={DROPDOWN_CLOSE_DELAY_MS} inStrip>
      <MenuLinks
        menu={links.more}
        listClassName={styles.panelList}
        linkClassName={styles.panelLink}
        newTab={frame.opensInNewTab}
      />
    </NavDropdown>
  );
}

/** The desktop navigation bar; the phone menu carries the same links below 1024 px. */
export function MainNav({ menus }: { menus: HeaderMenus }) {
  const { frame, links } = useShell();
  return (
    <nav aria-label={frame.mainNavigation} className={styles.nav}>
      <ul className={styles.list}>
        <Dropdown menu={links.about} />
        <Dropdown menu={links.hospitals} />
        <Dropdown menu={menus.specialities} closeDelayMs={SPECIALITIES_CLOSE_DELAY_MS} />
        <Dropdown menu={menus.centresOfExcellence} />
        <Dropdown menu={menus.services} />
        <li className={styles.item}>
          <Link href={links.doctors.href} hrefLang={links.doctors.hrefLang} className={styles.link}>
            {links.doctors.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
