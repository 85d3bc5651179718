import { NotFoundView, notFoundMetadata } from '@/components/content/not-found-view';

export const metadata = notFoundMetadata;

export default function NotFound() {
  return <NotFoundView />;
}
