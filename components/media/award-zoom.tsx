'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { replayEarlyPress } from '@/components/ui/early-press';
import { Icon } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import styles from './award-zoom.module.scss';

interface AwardZoomProps {
  /** The award's name: the overlay's title. */
  name: string;
  /** The image button's accessible name. */
  openLabel: string;
  /** The card's picture, rendered on the server. */
  thumbnail: ReactNode;
  /** The overlay's content (the picture large, with its details), rendered on the server. */
  children: ReactNode;
}

/**
 * An award's picture as a button that shows it large in the site's one modal. The modal is
 * created on the first open and sent to the end of <body>, outside the carousel: a slide moves,
 * and swiper reads a drag inside it as a swipe.
 */
export function AwardZoom({ name, openLabel, thumbnail, children }: AwardZoomProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  function show(event: MouseEvent<HTMLButtonElement>) {
    // The modal gives focus back to what had it when it opened. A click does not always focus
    // the button: Safari never does, and swiper cancels the press inside a carousel slide.
    event.currentTarget.focus();
    setOpened(true);
    setOpen(true);
  }

  return (
    <>
      <button
        ref={replayEarlyPress}
        type="button"
        className={styles.trigger}
        aria-label={openLabel}
        aria-haspopup="dialog"
        onClick={show}
      >
        {thumbnail}
        <span className={styles.badge} aria-hidden="true">
          <Icon name="zoom-in" size={20} />
        </span>
      </button>
      {opened
        ? createPortal(
            <Modal
              open={open}
              title={name}
              onClose={() => setOpen(false)}
              size="media"
              closeOnBackdrop
            >
              {children}
            </Modal>,
            document.body,
          )
        : null}
    </>
  );
}
