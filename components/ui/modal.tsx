'use client';

import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { focusableIn, trapTabKey } from './focus-trap';
import { Icon } from './icon';
import styles from './modal.module.scss';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** 'media': a wide, dark overlay for images and sliders; 'form' (default): a card for a form. */
  size?: 'form' | 'media';
  /** A click on the dimmed page around the dialog closes it. */
  closeOnBackdrop?: boolean;
  /** The page behind does not scroll while the dialog is open. */
  lockScroll?: boolean;
  /** The close button's name, in the page's language. */
  closeLabel?: string;
  children: ReactNode;
}

/** Whether a click landed outside the dialog's box, on its backdrop. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * A modal dialog on the native <dialog>: the page behind is inert, Escape closes it, Tab and
 * Shift+Tab cycle inside it, and focus returns to whatever opened it.
 */
export function Modal({
  open,
  title,
  onClose,
  size = 'form',
  closeOnBackdrop = false,
  lockScroll = false,
  closeLabel = 'Close',
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // A form keeps what was typed when its dialog is closed (Escape, the close button) and opened
  // again; a media dialog's content goes, so that a video in it stops.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      const focusable = focusableIn(dialog);
      (
        focusable.find((element) => !element.hasAttribute('data-modal-close')) ?? focusable[0]
      )?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (!open || !lockScroll) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [open, lockScroll]);

  function onDialogClose() {
    // The close event is queued: after a quick Escape then Enter on the opener it can arrive
    // once the dialog is open again, and must not close it.
    const dialog = dialogRef.current;
    if (dialog?.open) return;
    // Focus goes back to the opener unless something else has taken it since: a form that
    // succeeded has moved the visitor to another page, whose main content holds it (ScrollToTop).
    const focused = document.activeElement;
    if (!focused || focused === document.body || dialog?.contains(focused))
      returnFocusTo.current?.focus();
    returnFocusTo.current = null;
    if (open) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      className={clsx(styles.dialog, size === 'media' ? styles.media : styles.form)}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      // Escape updates the state at once, not when the close event comes: the browser has already
      // given focus back, and an Enter on the opener in between must open the dialog again.
      onCancel={() => open && onClose()}
      onKeyDown={trapTabKey}
      onClick={closeOnBackdrop ? (event) => onBackdrop(event) && onClose() : undefined}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={closeLabel}
          data-modal-close
        >
          <Icon name="x" size={22} />
        </button>
      </div>
      <div className={styles.body}>{open || (opened && size === 'form') ? children : null}</div>
    </dialog>
  );
}
