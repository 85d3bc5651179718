import { SiteMenuPage } from '@/components/layout/site-menu-page';
import { menuPage } from '@/content/menu-page';
import { headerMenus } from '@/content/registry-menus';
import { getAllCategories, orFallback } from '@/lib/hospital-api';
import { menuPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { specialitiesMenu } from '@/lib/specialities/menu';

// The same list as the header's menus: followed, not indexed.
export const metadata = pageMetadata({
  title: menuPage.metaTitle,
  description: menuPage.description,
  path: menuPath,
  noindex: true,
});

export default async function MenuPage() {
  const categories = await orFallback(getAllCategories(), []);
  return <SiteMenuPage menus={headerMenus(specialitiesMenu(categories))} />;
}
