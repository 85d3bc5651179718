import type { Video } from '@/lib/hospital-api';

interface VideoCardProps {
  video: Video;
}

export function VideoCard({ video }: VideoCardProps) {
  return (
    <figure>
      <figcaption>{video.name}</figcaption>
    </figure>
  );
}
