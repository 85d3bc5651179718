import { Link } from '@/components/ui/link';
import { OptimisedImage } from '@/components/ui/optimised-image';
import { displayDate } from '@/lib/dates';
import type { BlogSummary } from '@/lib/hospital-api/types';
import { blogPath } from '@/content/routes';
import styles from './recent-posts.module.scss';

/** The newest posts beside an article: thumbnail, name linking to the post, and its date. */
export function RecentPosts({
  heading,
  publishAt,
  posts,
  currentSlug,
}: {
  heading: string;
  publishAt: string;
  posts: readonly BlogSummary[];
  currentSlug: string;
}) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="recent-posts-heading" className={styles.recent}>
      <h2 id="recent-posts-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post.id} className={styles.item}>
            {post.thumbnail ? (
              <OptimisedImage
                src={post.thumbnail}
                alt=""
                width={144}
                height={96}
                sizes="96px"
                className={styles.image}
              />
            ) : null}
            <div className={styles.text}>
              <Link
                href={blogPath(post.slug)}
                className={styles.link}
                aria-current={post.slug === currentSlug ? 'page' : undefined}
              >
                {post.name}
              </Link>
              {post.date ? (
                <p className={styles.date}>
                  {publishAt} <time dateTime={post.date}>{displayDate(post.date)}</time>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
