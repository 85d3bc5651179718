'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusableIn, trapTabKey } from './focus-trap';
import { Icon } from './icon';
import styles from './modal.module.scss';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the page behind is inert, Escape closes it, Tab and
 * Shift+Tab cycle inside it, and focus returns to whatever opened it.
 */
export function Modal({ open, title, onClose, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

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

  function onDialogClose() {
    returnFocusTo.current?.focus();
    returnFocusTo.current = null;
    if (open) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      onKeyDown={trapTabKey}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label="Close"
          data-modal-close
        >
          <Icon name="x" size={22} />
        </button>
      </div>
      <div className={styles.body}>{open ? children : null}</div>
    </dialog>
  );
}
