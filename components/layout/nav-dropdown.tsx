'use client';

import clsx from 'clsx';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useEarlyPressRef } from '@/components/ui/early-press';
import { Icon } from '@/components/ui/icon';
import styles from './main-nav.module.scss';

interface NavDropdownProps {
  label: string;
  /** How long the menu stays open after the pointer leaves it. */
  closeDelayMs: number;
  /** Lays a long list out in two columns. */
  wide?: boolean;
  /** The menu of the slim dark bar: a lighter button, its panel aligned to its right edge. */
  inStrip?: boolean;
  /** The menu's links, rendered on the server: they are in the HTML even while closed. */
  children: ReactNode;
}

/**
 * A desktop menu in the disclosure pattern: a button that Enter, Space or a click toggles and
 * Arrow Down opens onto its first link; Escape closes it and gives focus back to the button; a
 * closed menu's links are out of the Tab order. The pointer opens it on hover, and it closes a
 * moment after the pointer leaves (the spec's delays) or at once when focus leaves it.
 */
export function NavDropdown({ label, closeDelayMs, wide, inStrip, children }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonRefWithPress = useEarlyPressRef(buttonRef);
  const closeTimer = useRef<number | undefined>(undefined);
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

  const links = () => [
    ...(rootRef.current?.querySelectorAll<HTMLAnchorElement>(`[id="${panelId}"] a`) ?? []),
  ];

  function focusLink(index: number) {
    const all = links();
    all.at(index % all.length)?.focus();
  }

  function onBlur(event: FocusEvent) {
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
    if (!hovering.current) closeNow();
  }

  function onKeyDown(event: KeyboardEvent) {
    const onButton = event.target === buttonRef.current;
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      closeNow();
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (onButton) {
        openNow();
        // The panel shows on the next render; its first (or last) link takes focus then.
        requestAnimationFrame(() => focusLink(event.key === 'ArrowDown' ? 0 : -1));
      } else {
        const index = links().indexOf(event.target as HTMLAnchorElement);
        focusLink(index + (event.key === 'ArrowDown' ? 1 : -1));
      }
    }
  }

  return (
    <li
      ref={rootRef}
      className={styles.item}
      onMouseEnter={() => {
        hovering.current = true;
        openNow();
      }}
      onMouseLeave={() => {
        hovering.current = false;
        closeLater();
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRefWithPress}
        type="button"
        className={inStrip ? styles.stripTrigger : styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open && !hovering.current ? closeNow() : openNow())}
      >
        {label}
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      <div
        id={panelId}
        className={clsx(styles.panel, wide && styles.panelWide, inStrip && styles.panelEnd)}
        hidden={!open}
      >
        {children}
      </div>
    </li>
  );
}
