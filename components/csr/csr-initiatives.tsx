import { Carousel } from '@/components/carousel/carousel';
import { CONTENT_CAROUSEL } from '@/components/carousel/carousel-options';
import { BlockSection } from '@/components/content/block-section';
import { Paragraphs } from '@/components/content/paragraphs';
import { VideoCard } from '@/components/media/video-card';
import type { CsrInitiative } from '@/content/csr-page';
import { toEmbedUrl } from '@/lib/video';
import styles from './csr-initiatives.module.scss';

/** The community programmes, each with its story and a carousel of its videos. */
export function CsrInitiatives({
  heading,
  initiatives,
}: {
  heading: string;
  initiatives: readonly CsrInitiative[];
}) {
  return (
    <BlockSection id="initiatives" heading={heading}>
      <div className={styles.list}>
        {initiatives.map((initiative, index) => {
          const headingId = `initiative-${initiative.id}-heading`;
          return (
            <section
              key={initiative.id}
              id={`initiative-${initiative.id}`}
              aria-labelledby={headingId}
              className={styles.initiative}
            >
              <div className={styles.head}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 id={headingId}>{initiative.heading}</h3>
              </div>
              <div className={styles.text}>
                <Paragraphs paragraphs={initiative.text} />
              </div>
              <Carousel label={`${initiative.heading}: videos`} options={CONTENT_CAROUSEL}>
                {initiative.videos.map((video) => (
                  <VideoCard
                    key={video.url}
                    video={{ url: video.url, embedUrl: toEmbedUrl(video.url) }}
                    title={video.title}
                  />
                ))}
              </Carousel>
            </section>
          );
        })}
      </div>
    </BlockSection>
  );
}
