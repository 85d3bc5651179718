import type { ReactNode } from 'react';
import { OptimisedImage } from '@/components/ui/optimised-image';
import { displayDate } from '@/lib/dates';
import type { Blog } from '@/lib/hospital-api/types';
import styles from './blog-post.module.scss';
import { firstScreenImage } from '@/components/ui/first-screen-image';

/**
 * A post's page body: the article (main image, name, date, description, then what the page adds:
 * share, FAQ, replies) beside a sidebar.
 */
export function BlogPost({
  blog,
  descriptionHtml,
  publishedLabel,
  share,
  children,
  sidebar,
}: {
  blog: Blog;
  /** The description, already sanitised. */
  descriptionHtml: string;
  publishedLabel: string;
  share: ReactNode;
  /** Under the article's text: the FAQ and the reply form. */
  children: ReactNode;
  sidebar: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <article className={styles.article} aria-labelledby="post-name">
        {blog.mainImage ? (
          <OptimisedImage
            src={blog.mainImage}
            alt={blog.name}
            width={1200}
            height={675}
            {...firstScreenImage}
            sizes="(min-width: 1200px) 760px, (min-width: 1000px) 62vw, 92vw"
            className={styles.image}
          />
        ) : null}
        <header className={styles.header}>
          {blog.type ? <p className={styles.type}>{blog.type}</p> : null}
          <h2 id="post-name" className={styles.name}>
            {blog.name}
          </h2>
          <div className={styles.meta}>
            {blog.date ? (
              <p className={styles.date}>
                {publishedLabel} <time dateTime={blog.date}>{displayDate(blog.date)}</time>
              </p>
            ) : null}
            {share}
          </div>
        </header>
        {descriptionHtml ? (
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
        ) : null}
        {children}
      </article>
      <aside className={styles.sidebar}>{sidebar}</aside>
    </div>
  );
}
