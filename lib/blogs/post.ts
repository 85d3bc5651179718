import { excerpt, htmlToText } from '@/lib/excerpt';
import type { Blog } from '@/lib/hospital-api/types';
import type { FaqEntry } from '@/lib/seo/faq-json-ld';
import { homeCrumb, type Crumb } from '@/lib/seo/breadcrumbs';
import { blogPostPage } from '@/content/blogs-page';
import { blogPath } from '@/content/routes';

/** Words of a post's description when it has no metades of its own. */
const DESCRIPTION_WORDS = 30;

/** Title and description for a post's metadata: meta and metades, else its name and opening. */
export function blogSeo(blog: Blog): { title: string; description: string } {
  return {
    title: blog.seo.title.trim() || blog.name,
    description: blog.seo.description.trim() || excerpt(blog.text, DESCRIPTION_WORDS),
  };
}

/** Home › Blog › the post's name (spec). */
export function blogBreadcrumb(blog: Blog): Crumb[] {
  return [homeCrumb, blogPostPage.blogCrumb, { name: blog.name, path: blogPath(blog.slug) }];
}

/** The post's questions as the page shows them (plain text): for the FAQ and its JSON-LD alike. */
export function blogFaqEntries(blog: Blog): FaqEntry[] {
  return blog.faqs
    .map((faq) => ({ question: htmlToText(faq.question), answer: htmlToText(faq.answer) }))
    .filter((entry) => entry.question && entry.answer);
}
