import { Link } from '@/components/ui/link';
import { OptimisedImage } from '@/components/ui/optimised-image';
import type { BlogSummary } from '@/lib/hospital-api/types';
import { cardWords } from '@/lib/i18n/card-words';
import { blogPath } from '@/content/routes';
import styles from './blog-card.module.scss';

interface BlogCardProps {
  blog: BlogSummary;
  /** The small line above the name; the post's category (or type) when not given. */
  kicker?: string;
  /** A short opening of the post, shown under its name (the blog list's cards). */
  excerpt?: string;
  /** A visible "Read More" link, as the blog list shows (the whole card links either way). */
  readMoreLabel?: string;
}

/** A blog post's card: its first image as thumbnail, its name linking to the post. */
export function BlogCard({ blog, kicker, excerpt, readMoreLabel }: BlogCardProps) {
  const label = kicker ?? (blog.category || blog.type);
  const href = blogPath(blog.slug);
  const { date, dataLanguage } = cardWords();
  return (
    <article className={styles.card}>
      {blog.thumbnail ? (
        <OptimisedImage
          src={blog.thumbnail}
          alt=""
          width={640}
          height={400}
          sizes="(min-width: 1000px) 370px, (min-width: 550px) 45vw, 90vw"
          className={styles.image}
        />
      ) : null}
      <div className={styles.body}>
        {label ? (
          <p className={styles.label} lang={dataLanguage}>
            {label}
          </p>
        ) : null}
        <h3 className={styles.name} lang={dataLanguage}>
          <Link href={href} className={styles.link}>
            {blog.name}
          </Link>
        </h3>
        {excerpt ? (
          <p className={styles.excerpt} data-excerpt="card">
            {excerpt}
          </p>
        ) : null}
        <div className={styles.footer}>
          {blog.date ? (
            <p className={styles.date}>
              <time dateTime={blog.date}>{date(blog.date)}</time>
            </p>
          ) : null}
          {readMoreLabel ? (
            <Link
              href={href}
              className={styles.readMore}
              aria-label={`${readMoreLabel}: ${blog.name}`}
            >
              {readMoreLabel}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
