'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from '@/components/ui/icon';
import styles from './main-nav.module.scss';

interface NavDropdownProps {
  label: string;
  /** How long the menu stays open after the pointer leaves it. */
  closeDelayMs: number;
  /** Lays a long list out in two columns. */
  wide?: boolean;
  /** The menu's links, rendered on the server: they are in the HTML even while closed. */
  children: ReactNode;
}

/**
 * A desktop menu: opens on hover, on keyboard focus and on click; closes a moment after the
 * pointer leaves, at once when focus leaves it, and on Escape (focus returns to its button).
 */
export function NavDropdown({ label, closeDelayMs, wide, children }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // After Escape, focus goes back to the button; that focus must not reopen the menu.
  const suppressFocusOpen = useRef(false);
  // While the pointer rests on the menu it is open; a click then must not close it.
  const hovering = useRef(false);
  const panelId = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const openNow = () => {
    cancelClose();
    setOpen(true);
  };
  const closeNow = () => {
    cancelClose();
    setOpen(false);
  };
  const closeLater = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), closeDelayMs);
  };

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function onMouseEnter() {
    hovering.current = true;
    openNow();
  }

  function onMouseLeave() {
    hovering.current = false;
    closeLater();
  }

  function onButtonFocus() {
    if (suppressFocusOpen.current) return;
    if (buttonRef.current?.matches(':focus-visible')) openNow();
  }

  function onBlur(event: FocusEvent) {
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
    suppressFocusOpen.current = false;
    closeNow();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      suppressFocusOpen.current = true;
      closeNow();
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      openNow();
      requestAnimationFrame(() =>
        rootRef.current?.querySelector<HTMLAnchorElement>(`[id="${panelId}"] a`)?.focus(),
      );
    }
  }

  return (
    <li
      ref={rootRef}
      className={styles.item}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={onButtonFocus}
        onClick={() => (open && !hovering.current ? closeNow() : openNow())}
      >
        {label}
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      <div
        id={panelId}
        className={wide ? `${styles.panel} ${styles.panelWide}` : styles.panel}
        hidden={!open}
      >
        {children}
      </div>
    </li>
  );
}
