'use client';

import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { PhoneNumber } from '@/components/ui/phone-number';
import { phoneMenuTasks, type HeaderMenus } from '@/content/navigation';
import { site } from '@/content/site';
import { HeaderLanguageSwitch } from './header-language-switch';
import { MenuLink } from './menu-links';
import styles from './mobile-menu.module.scss';
import { phoneMenuSections } from './phone-menu-sections';
import { useShell } from './shell-context';
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
  const { words, frame, links } = useShell();
  // Accordion sections: only one is open at a time.
  const sections = phoneMenuSections(menus, links.hospitals);
  return (
    <>
      <div className={styles.head}>
        <p className={styles.title}>{words.menu}</p>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={words.closeMenu}
        >
          <Icon name="x" size={22} />
        </button>
      </div>
      <nav aria-label={words.phoneNavigation} className={styles.body}>
        <div className={styles.lead}>
          <MenuLink link={links.emergency} className={styles.emergencyPage} onClick={onClose} />
          <a className={styles.emergencyLink} href={`tel:${site.emergencyPhone.tel}`}>
            <Icon name="phone" size={18} />
            <span>
              {words.emergencyLine} <PhoneNumber phone={site.emergencyPhone} />
            </span>
          </a>
        </div>
        <ul className={styles.links}>
          {phoneMenuTasks.map((entry) => {
            // The one link among the tasks is Find a Doctor: the frame's, in the page's language.
            if (entry.kind === 'link')
              return (
                <li key={entry.link.href}>
                  <MenuLink link={links.doctors} className={styles.link} onClick={onClose} />
                </li>
              );
            if (entry.kind === 'book')
              return (
                <li key="book" className={styles.bookItem}>
                  <ButtonLink href={links.booking}>{words.bookAppointment}</ButtonLink>
                </li>
              );
            const section = sections[entry.menu];
            const expanded = openSection === section.id;
            const listId = `${panelId}-${section.id}`;
            const sectionLinks = section.overview
              ? [...section.links, section.overview]
              : section.links;
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
                  {sectionLinks.map((link) => (
                    <li key={link.href}>
                      <MenuLink
                        link={link}
                        className={styles.link}
                        onClick={onClose}
                        newTab={frame.opensInNewTab}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        {/* A patient's tasks first (issue 41), then the language: a page in another may read better. */}
        <HeaderLanguageSwitch className={styles.languages} />
        <h2 className={styles.moreHeading}>{words.moreFrom}</h2>
        <ul className={styles.links}>
          {links.phoneMore.map((link) => (
            <li key={link.href}>
              <MenuLink
                link={link}
                className={styles.link}
                onClick={onClose}
                newTab={frame.opensInNewTab}
              />
            </li>
          ))}
        </ul>
        <div className={styles.extra}>
          <ul className={styles.menuHelplines} aria-label={words.helplines}>
            {site.helplines.map((phone) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`}>
                  <Icon name="phone" size={18} />
                  <span>
                    {words.phonePurposes[phone.purpose]}: <PhoneNumber phone={phone} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <SocialStrip tone="light" label={frame.socialMedia} linkName={words.socialOn} />
        </div>
      </nav>
    </>
  );
}
