import { Link } from '@/components/ui/link';
import { blogsPath } from '@/content/routes';
import styles from './blog-categories.module.scss';

/**
 * The blog's categories beside the list: choosing one searches the blog for it (the search box
 * above shows the text). Hidden on small screens, as the spec has it.
 */
export function BlogCategories({
  heading,
  categories,
  current,
}: {
  heading: string;
  categories: readonly string[];
  /** The search text shown, to mark the category it names. */
  current: string;
}) {
  if (categories.length === 0) return null;
  const chosen = current.trim().toLowerCase();
  return (
    <nav aria-labelledby="blog-categories-heading" className={styles.categories}>
      <h2 id="blog-categories-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {categories.map((name) => (
          <li key={name}>
            <Link
              href={blogsPath({ q: name })}
              scroll={false}
              prefetch={false}
              className={styles.link}
              aria-current={name.toLowerCase() === chosen ? 'page' : undefined}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
