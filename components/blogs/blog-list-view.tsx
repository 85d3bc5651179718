import { Link } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { LIST_START } from '@/components/ui/paging-row';
import { blogsPage } from '@/content/blogs-page';
import type { BlogsListPage, BlogsView } from '@/lib/blogs/list';
import { blogsPath } from '@/content/routes';
import { BlogCard } from './blog-card';
import { BlogCategories } from './blog-categories';
import { FeaturedBlog } from './featured-blog';
import styles from './blog-list-view.module.scss';

const BLOG_LIST_HEADING_ID = 'blog-list-heading';

/** One page of the blog list: featured post, cards, paging, and the categories beside them. */
export function BlogListView({
  list,
  view,
  categories,
}: {
  list: BlogsListPage;
  view: BlogsView;
  categories: readonly string[];
}) {
  const { featured, cards, pagination } = list;
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <h2 id={BLOG_LIST_HEADING_ID} {...LIST_START} className="visually-hidden">
          {view.q ? blogsPage.resultsHeading(view.q) : blogsPage.listHeading}
        </h2>
        {featured ? (
          <FeaturedBlog
            blog={featured.blog}
            excerpt={featured.excerpt}
            label={blogsPage.featuredLabel}
            readMoreLabel={blogsPage.readMore}
          />
        ) : (
          <div className={styles.empty}>
            <p className={styles.emptyText}>{blogsPage.empty}</p>
            <p>{blogsPage.emptyHint}</p>
            <Link href={blogsPage.showAll.href}>{blogsPage.showAll.label}</Link>
          </div>
        )}
        {cards.length > 0 ? (
          <ul className={styles.grid}>
            {cards.map(({ blog, excerpt }) => (
              <li key={blog.id}>
                <BlogCard
                  blog={blog}
                  kicker={blog.type}
                  excerpt={excerpt}
                  readMoreLabel={blogsPage.readMore}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <Pagination
          pagination={pagination}
          hrefOf={(page) => blogsPath({ q: view.q, page })}
          label={blogsPage.pages}
          listStartId={BLOG_LIST_HEADING_ID}
        />
      </div>
      <BlogCategories
        heading={blogsPage.categoriesHeading}
        categories={categories}
        current={view.q}
      />
    </div>
  );
}
