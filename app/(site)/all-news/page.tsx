import { MediaItemPage } from '@/components/media/media-item-page';
import { newsPage } from '@/content/news-events-page';
import { getNews, orFallback } from '@/lib/hospital-api';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: newsPage.metaTitle,
  description: newsPage.description,
  path: newsPage.path,
});

export default async function AllNewsPage() {
  const news = await orFallback(getNews(), null);
  return <MediaItemPage kind="news" copy={newsPage} items={news} />;
}
