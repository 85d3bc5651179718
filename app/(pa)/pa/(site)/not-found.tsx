import { NotFoundView, notFoundMetadataIn } from '@/components/content/not-found-view';

export const metadata = notFoundMetadataIn('pa');

export default function NotFound() {
  return <NotFoundView locale="pa" />;
}
