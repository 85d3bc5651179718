import Link from 'next/link';
import { ApiImage } from '@/components/ui/api-image';
import type { BlogSummary } from '@/lib/hospital-api/types';
import { displayDate } from '@/lib/dates';
import { blogPath } from '@/lib/routes';
import styles from './blog-card.module.scss';

/** A blog post's card: its first image as thumbnail, its name linking to the post. */
export function BlogCard({ blog }: { blog: BlogSummary }) {
  const label = blog.category || blog.type;
  return (
    <article className={styles.card}>
      {blog.thumbnail ? (
        <ApiImage
          src={blog.thumbnail}
          alt=""
          width={640}
          height={400}
          sizes="(min-width: 1000px) 370px, (min-width: 550px) 45vw, 90vw"
          className={styles.image}
        />
      ) : null}
      <div className={styles.body}>
        {label ? <p className={styles.label}>{label}</p> : null}
        <h3 className={styles.name}>
          <Link href={blogPath(blog.slug)} className={styles.link}>
            {blog.name}
          </Link>
        </h3>
        {blog.date ? (
          <p className={styles.date}>
            <time dateTime={blog.date}>{displayDate(blog.date)}</time>
          </p>
        ) : null}
      </div>
    </article>
  );
}
