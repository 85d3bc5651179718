import { MediaItemPage } from '@/components/media/media-item-page';
import { eventsPage } from '@/content/news-events-page';
import { getEvents, orFallback } from '@/lib/hospital-api';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: eventsPage.metaTitle,
  description: eventsPage.description,
  path: eventsPage.path,
});

export default async function AllEventsPage() {
  const events = await orFallback(getEvents(), null);
  return <MediaItemPage kind="event" copy={eventsPage} items={events} />;
}
