import { Carousel } from '@/components/carousel/carousel';
import { CONTENT_CAROUSEL } from '@/components/carousel/carousel-options';
import { PageHero } from '@/components/content/page-hero';
import { ChannelLink } from '@/components/media/channel-link';
import { GallerySection } from '@/components/gallery/gallery-section';
import { AwardCard } from '@/components/media/award-card';
import { MediaItemCard } from '@/components/media/media-item-card';
import { VideoCard } from '@/components/media/video-card';
import { ButtonLink } from '@/components/ui/button-link';
import { galleryItemsShown, galleryPage as copy } from '@/content/gallery-page';
import { newestFirst } from '@/lib/dates';
import { getAwards, getEvents, getNews, getVideos, orFallback } from '@/lib/hospital-api';
import { allAwardsPath, allEventsPath, allNewsPath, galleryPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/content/site';
import { isOurVideo } from '@/lib/video';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.description,
  path: galleryPath,
});

/** A carousel's first items; a list that failed to load (null) stays null. */
function firstOf<T>(list: readonly T[] | null): readonly T[] | null {
  return list && list.slice(0, galleryItemsShown);
}

function viewAll(href: string, label: string) {
  return (
    <ButtonLink href={href} variant="secondary">
      {label}
    </ButtonLink>
  );
}

export default async function GalleryPage() {
  // Each list stands alone: one that fails (with no last good answer) gives its band a line.
  const [awards, news, events, videos] = await Promise.all([
    orFallback(getAwards(), null),
    orFallback(getNews(), null),
    orFallback(getEvents(), null),
    orFallback(getVideos(), null),
  ]);
  const ourVideos = videos && videos.filter((video) => isOurVideo(video.type));

  return (
    <>
      <PageHero title={copy.title} lead={copy.lead} />
      <GallerySection
        id="awards"
        copy={copy.awards}
        items={firstOf(awards && newestFirst(awards))}
        action={viewAll(allAwardsPath, copy.awards.actionLabel)}
        emptyIcon="badge-check"
      >
        {(list) => (
          <Carousel label={copy.awards.heading} options={CONTENT_CAROUSEL}>
            {list.map((award, index) => (
              <AwardCard key={award.id} award={award} firstScreen={index === 0} />
            ))}
          </Carousel>
        )}
      </GallerySection>
      <GallerySection
        id="news"
        copy={copy.news}
        items={firstOf(news && newestFirst(news))}
        action={viewAll(allNewsPath, copy.news.actionLabel)}
        emptyIcon="images"
        tinted
      >
        {(list) => (
          <Carousel label={copy.news.heading} options={CONTENT_CAROUSEL}>
            {list.map((item) => (
              <MediaItemCard key={item.id} item={item} kind="news" />
            ))}
          </Carousel>
        )}
      </GallerySection>
      <GallerySection
        id="events"
        copy={copy.events}
        items={firstOf(events && newestFirst(events))}
        action={viewAll(allEventsPath, copy.events.actionLabel)}
        emptyIcon="calendar"
      >
        {(list) => (
          <Carousel label={copy.events.heading} options={CONTENT_CAROUSEL}>
            {list.map((item) => (
              <MediaItemCard key={item.id} item={item} kind="event" />
            ))}
          </Carousel>
        )}
      </GallerySection>
      <GallerySection
        id="videos"
        copy={copy.videos}
        items={firstOf(ourVideos)}
        action={<ChannelLink href={site.videoChannelUrl} label={copy.videos.actionLabel} />}
        emptyIcon="play"
        tinted
      >
        {(list) => (
          <Carousel label={copy.videos.heading} options={CONTENT_CAROUSEL}>
            {list.map((video) => (
              <VideoCard key={video.id} video={video.video} title={video.name} />
            ))}
          </Carousel>
        )}
      </GallerySection>
    </>
  );
}
