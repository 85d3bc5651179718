import { findBlogBySlug } from '@/lib/blogs/lookup';
import { displayDate } from '@/lib/dates';
import { getBlog, searchBlogs } from '@/lib/hospital-api';
import { OG_CONTENT_TYPE, OG_SIZE, brandCardImage, ogCardImage } from '@/lib/seo/og-card';
import { site } from '@/content/site';
import { recentBlogParams } from '@/lib/static-params';

export const alt = `A post of the ${site.brand} health blog`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const revalidate = 300;

export const generateStaticParams = recentBlogParams;

/** The link preview of a blog post: its title and date on the brand card. */
export default async function BlogOpenGraphImage({
  params,
}: {
  params: Promise<{ slug: string }>;
}) {
  const post = await findBlogBySlug({ getBlog, searchBlogs }, (await params).slug).catch(
    () => null,
  );
  if (!post) return brandCardImage();
  return ogCardImage({
    kind: 'Health blog',
    title: post.name,
    ...(post.date ? { line: displayDate(post.date) } : {}),
    footer: `Expert advice from ${site.brand}`,
  });
}
