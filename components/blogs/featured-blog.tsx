import { Link } from '@/components/ui/link';
import { OptimisedImage } from '@/components/ui/optimised-image';
import { displayDate } from '@/lib/dates';
import type { BlogSummary } from '@/lib/hospital-api/types';
import { blogPath } from '@/content/routes';
import styles from './featured-blog.module.scss';
import { firstScreenImage } from '@/components/ui/first-screen-image';

/** The first post of a page of the blog list, shown large with a longer excerpt. */
export function FeaturedBlog({
  blog,
  excerpt,
  label,
  readMoreLabel,
}: {
  blog: BlogSummary;
  excerpt: string;
  label: string;
  readMoreLabel: string;
}) {
  const href = blogPath(blog.slug);
  const image = blog.mainImage ?? blog.thumbnail;
  return (
    <article className={styles.featured} aria-labelledby={`featured-${blog.id}`}>
      {image ? (
        <OptimisedImage
          src={image}
          alt=""
          width={960}
          height={600}
          {...firstScreenImage}
          sizes="(min-width: 1000px) 420px, 92vw"
          className={styles.image}
        />
      ) : null}
      <div className={styles.body}>
        <p className={styles.kicker}>
          <span className={styles.badge}>{label}</span>
          {blog.type ? <span>{blog.type}</span> : null}
          {blog.category ? <span>{blog.category}</span> : null}
        </p>
        <h2 id={`featured-${blog.id}`} className={styles.name}>
          <Link href={href}>{blog.name}</Link>
        </h2>
        {blog.date ? (
          <p className={styles.date}>
            <time dateTime={blog.date}>{displayDate(blog.date)}</time>
          </p>
        ) : null}
        <p className={styles.excerpt} data-excerpt="featured">
          {excerpt}
        </p>
        <Link href={href} className={styles.readMore} aria-label={`${readMoreLabel}: ${blog.name}`}>
          {readMoreLabel}
        </Link>
      </div>
    </article>
  );
}
