import { NotFoundView } from '@/components/content/not-found-view';

// Inside the list's layout, whose banner holds the page's h1.
export default function ListNotFound() {
  return <NotFoundView headingLevel={2} locale="hi" />;
}
