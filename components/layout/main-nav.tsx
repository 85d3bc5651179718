import { Link } from '@/components/ui/link';
import {
  DROPDOWN_CLOSE_DELAY_MS,
  SPECIALITIES_CLOSE_DELAY_MS,
  aboutMenu,
  doctorsLink,
  hospitalsMenu,
  moreMenu,
  type HeaderMenus,
  type NavMenu,
} from '@/content/navigation';
import { MenuLinks } from './menu-links';
import styles from './main-nav.module.scss';
import { NavDropdown } from './nav-dropdown';

function Dropdown({
  menu,
  closeDelayMs = DROPDOWN_CLOSE_DELAY_MS,
}: {
  menu: NavMenu;
  closeDelayMs?: number;
}) {
  return (
    <NavDropdown label={menu.label} closeDelayMs={closeDelayMs} wide={menu.links.length > 7}>
      <MenuLinks menu={menu} listClassName={styles.panelList} linkClassName={styles.panelLink} />
    </NavDropdown>
  );
}

/** The slim bar's More menu, for the secondary pages that do not stand in it as links. */
export function StripMoreMenu() {
  return (
    <NavDropdown label={moreMenu.label} closeDelayMs={DROPDOWN_CLOSE_DELAY_MS} inStrip>
      <MenuLinks
        menu={moreMenu}
        listClassName={styles.panelList}
        linkClassName={styles.panelLink}
      />
    </NavDropdown>
  );
}

/** The desktop navigation bar; the phone menu carries the same links below 1024 px. */
export function MainNav({ menus }: { menus: HeaderMenus }) {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        <Dropdown menu={aboutMenu} />
        <Dropdown menu={hospitalsMenu} />
        <Dropdown menu={menus.specialities} closeDelayMs={SPECIALITIES_CLOSE_DELAY_MS} />
        <Dropdown menu={menus.centresOfExcellence} />
        <Dropdown menu={menus.services} />
        <li className={styles.item}>
          <Link href={doctorsLink.href} className={styles.link}>
            {doctorsLink.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
