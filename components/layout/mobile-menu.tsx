'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { NavLink, NavMenu } from '@/content/navigation';
import { trapTabKey } from '@/components/ui/focus-trap';
import { Icon } from '@/components/ui/icon';
import { MenuLink } from './menu-links';
import styles from './mobile-menu.module.scss';

interface MobileMenuProps {
  primaryLinks: NavLink[];
  /** Accordion sections: only one is open at a time. */
  sections: NavMenu[];
  /** Shown first, above every link: the emergency number. */
  lead?: ReactNode;
  /** Rendered below the links: helplines and social links. */
  children?: ReactNode;
}

/** The menu below 1280 px: a side panel that keeps focus inside and closes on navigation. */
export function MobileMenu({ primaryLinks, sections, lead, children }: MobileMenuProps) {
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
          setOpen(false);
          toggleRef.current?.focus();
        }}
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
              {lead && <div className={styles.lead}>{lead}</div>}
              <ul className={styles.links}>
                {primaryLinks.map((link) => (
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
              <div className={styles.extra}>{children}</div>
            </nav>
          </>
        ) : null}
      </dialog>
    </>
  );
}
