import { expect, test, type APIRequestContext } from '../support/test';
import { STUB_ORIGIN } from '../../playwright.config';
import { renderFromStub, setStub } from '../support/stub-control';
import { blogsInOrder, expectBlogPost, expectFirstBlogsPage } from '../support/blogs';
import { DATA_DIRS, humanTraps, storedSubmissions, uniqueName } from '../support/forms';

// This server was built while the upstream was down (scripts/run-tests.mjs), and runs against the
// stub upstream, in the site-core reading (blogData, no totals) and the content pages' reading
// (blogs with totalBlogs).

/**
 * Marks every cached upstream answer stale, then asks for /blogs and a post until the stub has
 * answered the list's own request again and the list shows the reading the stub now speaks (with
 * totals every page button, without them only the next), so that the pages checked next are
 * rendered from that reading and not from the cache of the last one.
 */
async function renderAfresh(request: APIRequestContext, reading: 'a' | 'b') {
  await renderFromStub(request, {
    visit: [`/blog/${blogsInOrder[0]!.slug}`, '/blogs'],
    calls: [
      '/api/blog-gets?page=1&pageSize=6&searchValue=',
      '/api/blog-gets?page=1&pageSize=10&searchValue=',
      '/api/category-get?page=1',
    ],
    // Only the reading with a total knows there is a third page.
    ready: async () =>
      (await (await request.get('/blogs')).text()).includes('aria-label="Page 3"') ===
      (reading === 'b'),
  });
}

test.describe.configure({ mode: 'serial' });

for (const reading of ['a', 'b'] as const) {
  test.describe(`in the ${reading === 'a' ? 'site-core' : 'content pages'} reading`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test.beforeAll(async ({ request }) => {
      await setStub({ reading, fault: null });
      await renderAfresh(request, reading);
    });

    test('/blogs features 30 words, cards 10, and pages to the end and no further', async ({
      page,
    }) => {
      await expectFirstBlogsPage(page);
      const paging = page.getByRole('navigation', { name: 'Pages of articles' });
      // Without totals the list only knows that a next page exists (it asks for it); with them,
      // it knows every page.
      await expect(paging.getByRole('link', { name: /^Page \d$/ })).toHaveText(
        reading === 'a' ? ['1', '2'] : ['1', '2', '3'],
      );
      await paging.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/blogs\?page=2$/);
      await paging.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/blogs\?page=3$/);
      await expect(paging.locator('[aria-disabled="true"]', { hasText: 'Next' })).toHaveCount(1);
      expect((await page.goto('/blogs?page=4'))?.status()).toBe(404);
    });

    test('a category filters the list, and nothing found says No More data', async ({ page }) => {
      await page.goto('/blogs');
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: 'Cardiology', exact: true })
        .click();
      await expect(page).toHaveURL(/\/blogs\?q=Cardiology$/);
      const cardiology = blogsInOrder.filter((blog) => blog.category === 'Cardiology');
      await expect(
        page.getByRole('heading', { level: 2, name: cardiology[0]!.name }),
      ).toBeVisible();
      await page.goto('/blogs?q=zzzzqqq');
      await expect(page.getByText('No More data', { exact: true })).toBeVisible();
    });

    test('a post: breadcrumb, heading, main image, FAQ and Recent Posts with dates', async ({
      page,
    }) => {
      const blog = await expectBlogPost(page, 1);
      const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
      await expect(faq.getByRole('button')).toHaveCount(blog.faq.length);
      expect((await page.goto('/blog/no-such-post-anywhere'))?.status()).toBe(404);
    });
  });
}

// The store the site under test writes to (playwright.config.ts); a helper's own server may name another.
const dataDir = process.env.BLOG_COMMENT_DATA_DIR || DATA_DIRS.upstream;

test('a blog comment is kept for review and never relayed, though a message sent after it is', async ({
  request,
}) => {
  const name = uniqueName('Commenter');
  const headers = { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.9` };
  const comment = await request.post('/api/blog-comments', {
    data: {
      name,
      email: 'commenter@example.com',
      comment: 'Kept for review.',
      slug: blogsInOrder[0]!.slug,
      ...humanTraps(),
    },
    headers,
  });
  expect(comment.status()).toBe(201);
  const { reference } = (await comment.json()) as { reference: string };
  const contact = await request.post('/api/contact', {
    data: {
      name,
      email: 'commenter@example.com',
      phone: '9876543210',
      message: 'Sent after the comment.',
      ...humanTraps(),
    },
    headers,
  });
  expect(contact.status()).toBe(201);

  const received = async () =>
    (
      (await (await fetch(`${STUB_ORIGIN}/__control/received`)).json()) as {
        received: { path: string; body: Record<string, unknown> }[];
      }
    ).received.filter((entry) => entry.body.name === name);
  // The relay sends due rows oldest first: once the later message has arrived, the comment would have.
  await expect
    .poll(async () => (await received()).map((entry) => entry.path), { timeout: 15_000 })
    .toEqual(['/api/add-contact']);
  const row = (await storedSubmissions(dataDir, ['--kind', 'blog-comment'])).find(
    (entry) => entry.reference === reference,
  );
  expect(row).toMatchObject({ status: 'review', payload: { name, slug: blogsInOrder[0]!.slug } });
});

test.afterAll(async () => {
  await setStub({ reading: 'a', fault: null });
});
