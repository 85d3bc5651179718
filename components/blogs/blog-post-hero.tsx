import { Breadcrumb } from '@/components/content/breadcrumb';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import styles from './blog-post-hero.module.scss';

/** The banner of a post: the trail Home › Blog › post, and the post's category as the page heading (spec). */
export function BlogPostHero({ trail, heading }: { trail: readonly Crumb[]; heading: string }) {
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        <Breadcrumb trail={trail} tone="onDark" className={styles.breadcrumb} />
        <h1 className={styles.title}>{heading}</h1>
      </div>
    </section>
  );
}
