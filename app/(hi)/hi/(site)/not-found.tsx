import { NotFoundView, notFoundMetadataIn } from '@/components/content/not-found-view';

export const metadata = notFoundMetadataIn('hi');

export default function NotFound() {
  return <NotFoundView locale="hi" />;
}
