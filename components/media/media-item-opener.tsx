'use client';

import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { replayEarlyPress } from '@/components/ui/early-press';
import { loadOr } from '@/components/ui/load-with-retries';
import type { MediaItemKind } from '@/content/news-events-page';
import type { MediaItem } from '@/lib/hospital-api/types';
import { PhotosUnavailable } from './photos-unavailable';

// The overlay and its carousel cost nothing until a visitor opens one.
const loadSlider = () => import('./media-slider');
const MediaSlider = dynamic(
  () => loadOr(() => loadSlider().then((module) => module.MediaSlider), PhotosUnavailable),
  { ssr: false },
);

interface MediaItemOpenerProps {
  item: MediaItem;
  kind: MediaItemKind;
  /** The item's date as the page writes it, or null. */
  dateText: string | null;
  /** The button's accessible name: what it opens, for which item. */
  label: string;
  className?: string;
  /** The card's picture, rendered on the server. */
  children: ReactNode;
}

/** The button over a news or event card that opens the slider of its photos. */
export function MediaItemOpener({
  item,
  kind,
  dateText,
  label,
  className,
  children,
}: MediaItemOpenerProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        ref={replayEarlyPress}
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadSlider()}
        onFocus={() => void loadSlider()}
        onClick={(event) => {
          // The modal gives focus back to what had it; Safari does not focus a clicked button.
          event.currentTarget.focus();
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {mounted
        ? // At the end of <body>, outside any carousel the card sits in: swiper would read a swipe
          // through the slider's photos as a swipe of the carousel around it.
          createPortal(
            <MediaSlider
              item={item}
              kind={kind}
              dateText={dateText}
              open={open}
              onClose={() => setOpen(false)}
            />,
            document.body,
          )
        : null}
    </>
  );
}
