import type { Metadata } from 'next';
import { BlogPost } from '@/components/blogs/blog-post';
import { BlogPostHero } from '@/components/blogs/blog-post-hero';
import { BlogReply } from '@/components/blogs/blog-reply';
import { FollowLinks } from '@/components/blogs/follow-links';
import { RecentPosts } from '@/components/blogs/recent-posts';
import { ShareButton } from '@/components/blogs/share-button';
import { Faq } from '@/components/content/faq';
import { JsonLd } from '@/components/content/json-ld';
import { PageNotFound } from '@/components/content/page-not-found';
import { notFoundMetadata } from '@/components/content/not-found-view';
import { RECENT_POSTS_QUERY, blogPostPage } from '@/content/blogs-page';
import { findBlogBySlug } from '@/lib/blogs/lookup';
import { blogBreadcrumb, blogFaqEntries, blogSeo } from '@/lib/blogs/post';
import { siteUrl } from '@/lib/env';
import { getBlog, orFallback, searchBlogs } from '@/lib/hospital-api';
import { absoluteUrl, blogPath } from '@/content/routes';
import { sanitizeApiHtml } from '@/lib/sanitize';
import { blogPostingJsonLd } from '@/lib/blogs/json-ld';
import { faqJsonLd } from '@/lib/seo/faq-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { recentBlogParams } from '@/lib/static-params';

export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ slug: string }> };

const blogSource = { getBlog, searchBlogs };

export const generateStaticParams = recentBlogParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const blog = await findBlogBySlug(blogSource, (await params).slug);
  if (!blog) return notFoundMetadata;
  return pageMetadata({
    ...blogSeo(blog),
    path: blogPath(blog.slug),
    type: 'article',
    ownPreviewImage: true,
  });
}

export default async function BlogPostPage({ params }: Props) {
  const blog = await findBlogBySlug(blogSource, (await params).slug);
  if (!blog) return <PageNotFound />;
  const origin = siteUrl();
  const trail = blogBreadcrumb(blog);
  const faqs = blogFaqEntries(blog);
  const faqData = faqJsonLd(faqs);
  const recent = await orFallback(searchBlogs(RECENT_POSTS_QUERY), null);
  const url = absoluteUrl(origin, blogPath(blog.slug));

  return (
    <>
      <JsonLd data={blogPostingJsonLd(blog, { origin, description: blogSeo(blog).description })} />
      {faqData ? <JsonLd data={faqData} /> : null}
      <BlogPostHero trail={trail} heading={blog.category || blog.type || blog.name} />
      <BlogPost
        blog={blog}
        descriptionHtml={sanitizeApiHtml(blog.descriptionHtml)}
        publishedLabel={blogPostPage.publishedLabel}
        share={
          <ShareButton
            url={url}
            title={blogPostPage.shareTitle(blog.name)}
            label={blogPostPage.share}
            copiedMessage={blogPostPage.copied}
            failedMessage={blogPostPage.copyFailed}
          />
        }
        sidebar={
          <>
            <RecentPosts
              heading={blogPostPage.recentPosts}
              publishAt={blogPostPage.publishAt}
              posts={recent?.items ?? []}
              currentSlug={blog.slug}
            />
            <FollowLinks
              heading={blogPostPage.followHeading}
              links={blogPostPage.social}
              labelOf={blogPostPage.followLabel}
            />
          </>
        }
      >
        {faqs.length > 0 ? (
          <Faq
            faq={{
              heading: blogPostPage.faqHeading,
              layout: 'single',
              items: faqs.map((entry) => ({ question: entry.question, answer: [entry.answer] })),
            }}
          />
        ) : null}
        <BlogReply slug={blog.slug} postName={blog.name} />
      </BlogPost>
    </>
  );
}
