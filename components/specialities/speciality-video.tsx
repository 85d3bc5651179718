import { VideoPlayer } from '@/components/media/video-player';
import { specialityPage } from '@/content/specialities-page';
import type { VideoLink } from '@/lib/hospital-api/types';
import { videoHost } from '@/lib/video';
import styles from './speciality-video.module.scss';

interface SpecialityVideoProps {
  video: VideoLink;
  /** Names the player and the frame. */
  title: string;
  /** Shown under the video (a patient story's description); the title otherwise. */
  caption?: string;
  /** A small label on the poster, e.g. "Patient story". */
  tag?: string;
}

/**
 * One video of a speciality page: the click-to-load player on a drawn poster, and its caption.
 * A link the site cannot embed keeps the poster, still, and a link to where the video lives.
 */
export function SpecialityVideo({ video, title, caption, tag }: SpecialityVideoProps) {
  const poster = (
    <span className={styles.poster} aria-hidden="true">
      {tag ? <span className={styles.tag}>{tag}</span> : null}
    </span>
  );
  const host = videoHost(video.url);
  const watch = host ? (
    <a href={video.url} target="_blank" rel="noopener noreferrer" className={styles.external}>
      {specialityPage.watch(host).before} <span className="visually-hidden">{title} </span>
      {specialityPage.watch(host).after}
      <span className="visually-hidden"> {specialityPage.newTab}</span>
    </a>
  ) : null;
  return (
    <figure className={styles.video}>
      {video.embedUrl ? (
        <VideoPlayer embedUrl={video.embedUrl} title={title} poster={poster} />
      ) : (
        <div className={styles.still}>{poster}</div>
      )}
      <figcaption className={styles.caption}>
        <span>{caption ?? title}</span>
        {video.embedUrl ? <noscript>{watch}</noscript> : watch}
      </figcaption>
    </figure>
  );
}
