'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { HeaderMenus } from '@/content/navigation';
import { trapTabKey } from '@/components/ui/focus-trap';
import { Icon } from '@/components/ui/icon';
import { menuPath } from '@/content/routes';
import { useShell } from './shell-context';
import styles from './mobile-menu.module.scss';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.MobileMenuPanel })),
);
const preloadPanel = () => void loadPanel();

/**
 * The menu below 64 em: a side panel that keeps focus inside and closes on navigation.
 * Its fixed links come from content with this code; the menus built on the server are the
 * header's, passed on, so the closed menu adds nothing to every page's RSC payload.
 * Until the page's script runs, its button is a link to the same menu as a page (/menu): on a
 * slow phone a tap works from the first paint.
 */
export function MobileMenu({ menus }: { menus: HeaderMenus }) {
  const { words } = useShell();
  const [open, setOpen] = useState(false);
  const [openSection, setOpenSection] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);
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
      <a
        ref={toggleRef}
        href={menuPath}
        role="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        // The panel's code loads with the first sign of interest, not with the page.
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
        }}
        onKeyDown={(event) => {
          // A button opens on Space too; a link alone would scroll the page.
          if (event.key !== ' ') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Icon name="menu" size={22} />
        {words.menu}
      </a>
      <dialog
        id={panelId}
        ref={dialogRef}
        className={styles.panel}
        aria-label={words.menu}
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
          <Suspense fallback={null}>
            <MobileMenuPanel
              menus={menus}
              panelId={panelId}
              openSection={openSection}
              onSection={setOpenSection}
              onClose={close}
            />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
