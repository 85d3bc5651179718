'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { replayEarlyPress } from '@/components/ui/early-press';
import { Icon } from '@/components/ui/icon';
import styles from './video-player.module.scss';

const ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

interface VideoPlayerProps {
  /** The privacy-enhanced embed address from `toEmbedUrl`. */
  embedUrl: string;
  title: string;
  /** The play button's name in the page's language; "Play video: {title}" by default. */
  playLabel?: string;
  /** Our own drawing, shown until the visitor asks for the video. */
  poster: ReactNode;
}

/**
 * A click-to-load player: the video site's frame, scripts and cookies arrive only when the visitor
 * presses Play. The poster is drawn by us, not fetched from the video site, so it looks the same
 * when that site's thumbnail host cannot be reached. Poster and frame fill the same 16:9 box.
 */
export function VideoPlayer({ embedUrl, title, playLabel, poster }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div className={styles.player}>
      {playing ? (
        <iframe
          ref={frameRef}
          className={styles.layer}
          src={`${embedUrl}?autoplay=1`}
          title={title}
          allow={ALLOW}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          ref={replayEarlyPress}
          type="button"
          className={`${styles.layer} ${styles.play}`}
          aria-label={playLabel ?? `Play video: ${title}`}
          onClick={() => setPlaying(true)}
        >
          {poster}
          <span className={styles.glyph}>
            <Icon name="play" size={28} />
          </span>
        </button>
      )}
    </div>
  );
}
