import { Carousel } from '@/components/carousel/carousel';
import { HOME_CAROUSEL } from '@/components/carousel/carousel-options';
import type { Video } from '@/lib/hospital-api';
import { VideoCard } from './video-card';

interface VideoCarouselProps {
  label: string;
  videos: readonly Video[];
}

/** A row of videos, each a card that loads its player only when asked. Nothing for no videos. */
export function VideoCarousel({ label, videos }: VideoCarouselProps) {
  if (videos.length === 0) return null;
  return (
    <Carousel label={label} options={HOME_CAROUSEL}>
      {videos.map((video) => (
        <VideoCard key={video.id} video={video.video} title={video.name} />
      ))}
    </Carousel>
  );
}
