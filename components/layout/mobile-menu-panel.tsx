'use client';

import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { PhoneNumber } from '@/components/ui/phone-number';
import { dialogFallbackHref } from '@/content/dialogs';
import {
  emergencyLink,
  phoneMenuMoreLinks,
  phoneMenuTasks,
  type HeaderMenus,
} from '@/content/navigation';
import { site } from '@/content/site';
import { MenuLink } from './menu-links';
import styles from './mobile-menu.module.scss';
import { phoneMenuSections } from './phone-menu-sections';
import { SocialStrip } from './social-strip';

interface MobileMenuPanelProps {
  menus: HeaderMenus;
  panelId: string;
  /** The one accordion section open, if any. */
  openSection: string | null;
  onSection: (id: string | null) => void;
  onClose: () => void;
}

/** The open phone menu's contents: loaded when the menu is first wanted, not with every page. */
export function MobileMenuPanel({
  menus,
  panelId,
  openSection,
  onSection,
  onClose,
}: MobileMenuPanelProps) {
  // Accordion sections: only one is open at a time.
  const sections = phoneMenuSections(menus);
  return (
    <>
      <div className={styles.head}>
        <p className={styles.title}>Menu</p>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
          <Icon name="x" size={22} />
        </button>
      </div>
      <nav aria-label="Mobile" className={styles.body}>
        <div className={styles.lead}>
          <MenuLink link={emergencyLink} className={styles.emergencyPage} onClick={onClose} />
          <a className={styles.emergencyLink} href={`tel:${site.emergencyPhone.tel}`}>
            <Icon name="phone" size={18} />
            <span>
              24/7 Emergency <PhoneNumber phone={site.emergencyPhone} />
            </span>
          </a>
        </div>
        <ul className={styles.links}>
          {phoneMenuTasks.map((entry) => {
            if (entry.kind === 'link')
              return (
                <li key={entry.link.href}>
                  <MenuLink link={entry.link} className={styles.link} onClick={onClose} />
                </li>
              );
            if (entry.kind === 'book')
              return (
                <li key="book" className={styles.bookItem}>
                  <ButtonLink href={dialogFallbackHref.booking}>Book an Appointment</ButtonLink>
                </li>
              );
            const section = sections[entry.menu];
            const expanded = openSection === section.id;
            const listId = `${panelId}-${section.id}`;
            const links = section.overview ? [...section.links, section.overview] : section.links;
            return (
              <li key={section.id}>
                <h2 className={styles.sectionHeading}>
                  <button
                    type="button"
                    className={styles.sectionButton}
                    aria-expanded={expanded}
                    aria-controls={listId}
                    onClick={() => onSection(expanded ? null : section.id)}
                  >
                    {section.label}
                    <Icon name="chevron-down" size={20} />
                  </button>
                </h2>
                <ul id={listId} className={styles.sectionLinks} hidden={!expanded}>
                  {links.map((link) => (
                    <li key={link.href}>
                      <MenuLink link={link} className={styles.link} onClick={onClose} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <h2 className={styles.moreHeading}>More from {site.brand}</h2>
        <ul className={styles.links}>
          {phoneMenuMoreLinks.map((link) => (
            <li key={link.href}>
              <MenuLink link={link} className={styles.link} onClick={onClose} />
            </li>
          ))}
        </ul>
        <div className={styles.extra}>
          <ul className={styles.menuHelplines} aria-label="Helplines">
            {site.helplines.map((phone) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`}>
                  <Icon name="phone" size={18} />
                  <span>
                    {phone.purpose}: <PhoneNumber phone={phone} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <SocialStrip tone="light" />
        </div>
      </nav>
    </>
  );
}
