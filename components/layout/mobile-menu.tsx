'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import {
  centresOfExcellenceMenu,
  hospitalsMenu,
  mobilePrimaryLinks,
  servicesMenu,
  type NavMenu,
} from '@/content/navigation';
import { dialogFallbackHref } from '@/content/dialogs';
import { ButtonLink } from '@/components/ui/button-link';
import { trapTabKey } from '@/components/ui/focus-trap';
import { Icon } from '@/components/ui/icon';
import { site } from '@/lib/site';
import { MenuLink } from './menu-links';
import styles from './mobile-menu.module.scss';
import { SocialStrip } from './social-strip';

/**
 * The menu below 1280 px: a side panel that keeps focus inside and closes on navigation.
 * Its fixed links come from content with this code; only the specialities, built from the API,
 * travel from the server, so the closed menu adds almost nothing to every page's RSC payload.
 */
export function MobileMenu({ specialitiesMenu }: { specialitiesMenu: NavMenu }) {
  // Accordion sections: only one is open at a time.
  const sections = [hospitalsMenu, specialitiesMenu, centresOfExcellenceMenu, servicesMenu];
  const [open, setOpen] = useState(false);
  const [openSection, setOpenSection] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const panelId = useId();

  // Navigating closes the menu: state adjusted during render, not in an effect.
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setOpen(false);
  }

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={22} />
        Menu
      </button>
      <dialog
        id={panelId}
        ref={dialogRef}
        className={styles.panel}
        aria-label="Menu"
        onClose={() => {
          // Queued: after a quick Escape then Enter it may come once the menu is open again.
          if (dialogRef.current?.open) return;
          setOpen(false);
          toggleRef.current?.focus();
        }}
        // Escape closes it in the state at once, so an Enter on the button right after reopens it.
        onCancel={close}
        onKeyDown={trapTabKey}
      >
        {/* Drawn only while open: the closed menu adds nothing to every page's HTML, and the
            desktop bar already carries the same links for crawlers. */}
        {open ? (
          <>
            <div className={styles.head}>
              <p className={styles.title}>Menu</p>
              <button
                type="button"
                className={styles.close}
                onClick={close}
                aria-label="Close menu"
              >
                <Icon name="x" size={22} />
              </button>
            </div>
            <nav aria-label="Mobile" className={styles.body}>
              <div className={styles.lead}>
                <a className={styles.emergencyLink} href={`tel:${site.emergencyPhone.tel}`}>
                  <Icon name="phone" size={18} /> 24/7 Emergency {site.emergencyPhone.display}
                </a>
              </div>
              <ul className={styles.links}>
                {mobilePrimaryLinks.map((link) => (
                  <li key={link.href}>
                    <MenuLink link={link} className={styles.link} onClick={close} />
                  </li>
                ))}
              </ul>
              {sections.map((section) => {
                const expanded = openSection === section.id;
                const listId = `${panelId}-${section.id}`;
                const links = section.overview
                  ? [...section.links, section.overview]
                  : section.links;
                return (
                  <div key={section.id}>
                    <h2 className={styles.sectionHeading}>
                      <button
                        type="button"
                        className={styles.sectionButton}
                        aria-expanded={expanded}
                        aria-controls={listId}
                        onClick={() => setOpenSection(expanded ? null : section.id)}
                      >
                        {section.label}
                        <Icon name="chevron-down" size={20} />
                      </button>
                    </h2>
                    <ul id={listId} className={styles.sectionLinks} hidden={!expanded}>
                      {links.map((link) => (
                        <li key={link.href}>
                          <MenuLink link={link} className={styles.link} onClick={close} />
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
              <div className={styles.extra}>
                <ul className={styles.menuHelplines} aria-label="Helplines">
                  {site.helplines.map((phone) => (
                    <li key={phone.tel}>
                      <a href={`tel:${phone.tel}`}>
                        <Icon name="phone" size={18} /> Helpline {phone.display}
                      </a>
                    </li>
                  ))}
                </ul>
                <ButtonLink href={dialogFallbackHref.booking}>Book an Appointment</ButtonLink>
                <SocialStrip tone="light" />
              </div>
            </nav>
          </>
        ) : null}
      </dialog>
    </>
  );
}
