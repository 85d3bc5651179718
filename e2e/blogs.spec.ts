import { axeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { blogsInOrder, expectBlogPost, expectFirstBlogsPage } from './support/blogs';
import { catalogue } from './support/catalogue';
import { expectSameDocument, markDocument } from './support/same-document';
import { expectSearchTitle } from './support/titles';
import { openDisclosure } from './support/disclosure';

test.use({ viewport: { width: 1280, height: 900 } });

const mainList = (page: Page) => page.getByRole('main');

test.describe('/blogs', () => {
  test('features the first post with a 30-word excerpt and shows five cards of 10 words', async ({
    page,
  }) => {
    await expectFirstBlogsPage(page);
  });

  test('pages by six, Next disabled on the last page, and never past the end', async ({ page }) => {
    await page.goto('/blogs');
    const paging = page.getByRole('navigation', { name: 'Pages of articles' });
    await expect(paging.getByRole('link', { name: /^Page \d$/ })).toHaveText(['1', '2', '3']);
    await paging.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(
      page.getByRole('heading', { level: 2, name: blogsInOrder[6]!.name }),
    ).toBeVisible();
    await paging.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blogs\?page=3$/);
    const lastCount = blogsInOrder.length - 12;
    await expect(
      mainList(page).locator('[data-excerpt="featured"], [data-excerpt="card"]'),
    ).toHaveCount(lastCount);
    await expect(paging.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await expect(paging.locator('[aria-disabled="true"]', { hasText: 'Next' })).toHaveCount(1);
    await expect(paging.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const past = await page.goto('/blogs?page=4');
    expect(past?.status()).toBe(404);
  });

  test('choosing a category fills the search box and filters the list', async ({ page }) => {
    await page.goto('/blogs');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link')).toHaveCount(10);
    await expect(categories.getByRole('link')).toHaveText(
      catalogue.categories.slice(0, 10).map((category) => category.name),
    );
    await categories.getByRole('link', { name: 'Cardiology', exact: true }).click();
    await expect(page).toHaveURL(/\/blogs\?q=Cardiology$/);
    await expect(page.getByRole('searchbox', { name: 'Search the blog' })).toHaveValue(
      'Cardiology',
    );
    const cardiology = blogsInOrder.filter((blog) =>
      [blog.name, blog.category, blog.type].some((text) => /cardiology/i.test(text)),
    );
    await expect(
      mainList(page).locator('[data-excerpt="featured"], [data-excerpt="card"]'),
    ).toHaveCount(cardiology.length);
    await expect(page.getByRole('heading', { level: 2, name: cardiology[0]!.name })).toBeVisible();
    await expect(categories.getByRole('link', { name: 'Cardiology', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the categories are hidden on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blogs');
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
  });

  test('typing filters the list without leaving the box, and nothing found says No More data', async ({
    page,
  }) => {
    await page.goto('/blogs');
    await markDocument(page);
    const box = page.getByRole('searchbox', { name: 'Search the blog' });
    await box.pressSequentially('knee');
    await expect(page).toHaveURL(/\/blogs\?q=knee$/);
    const knee = blogsInOrder.find((blog) => /knee/i.test(blog.name))!;
    await expect(page.getByRole('heading', { level: 2, name: knee.name })).toBeVisible();
    await expect(box).toBeFocused();
    await box.fill('no such topic here');
    await expect(page).toHaveURL(/\/blogs\?q=no\+such\+topic\+here$/);
    await expect(page.getByText('No More data', { exact: true })).toBeVisible();
    await expect(box).toBeFocused();
    await expectSameDocument(page);
    const direct = await page.goto('/blogs?q=zzzzqqq');
    expect(direct?.status()).toBe(200);
    await expect(page.getByText('No More data', { exact: true })).toBeVisible();
  });

  test('a searched view is canonical to /blogs; a later page to itself', async ({ request }) => {
    const searched = await (await request.get('/blogs?q=heart')).text();
    expect(searched).toMatch(/<link rel="canonical" href="[^"]*\/blogs"/);
    const second = await (await request.get('/blogs?page=2')).text();
    expect(second).toMatch(/<link rel="canonical" href="[^"]*\/blogs\?page=2"/);
  });
});

test.describe('/blog/{slug}', () => {
  test('breadcrumb, category heading, main image, name and Recent Posts with their dates', async ({
    page,
  }) => {
    await expectBlogPost(page);
  });

  test('the FAQ opens one answer at a time, numbered', async ({ page }) => {
    const blog = blogsInOrder[0]!;
    await page.goto(`/blog/${blog.slug}`);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const buttons = faq.getByRole('button');
    await expect(buttons).toHaveCount(blog.faq.length);
    await expect(buttons.first()).toContainText('1');
    await expect(buttons.first()).toContainText(blog.faq[0]!.heading);
    await buttons.nth(0).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(blog.faq[0]!.description)).toBeVisible();
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(blog.faq[0]!.description)).toBeHidden();
  });

  test('Share copies the link and says so when the browser cannot share', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const blog = blogsInOrder[1]!;
    await page.goto(`/blog/${blog.slug}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`/blog/${blog.slug}$`));
  });

  test('Share opens the device share sheet where there is one', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        value: async (data: ShareData) => void shared.push(data),
        configurable: true,
      });
    });
    const blog = blogsInOrder[2]!;
    await page.goto(`/blog/${blog.slug}`);
    await page.getByRole('button', { name: 'Share' }).press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        {
          title: expect.stringContaining(blog.name),
          url: expect.stringMatching(new RegExp(`/blog/${blog.slug}$`)),
        },
      ]);
  });

  test('links to four social networks', async ({ page }) => {
    await page.goto(`/blog/${blogsInOrder[0]!.slug}`);
    const follow = page.getByRole('region', { name: 'Follow us' });
    await expect(follow.getByRole('link')).toHaveCount(4);
    for (const network of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn']) {
      await expect(
        follow.getByRole('link', { name: new RegExp(`on ${network}$`) }),
      ).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('server HTML carries the meta title, metades and the BlogPosting, FAQPage and BreadcrumbList data', async ({
    request,
  }) => {
    const blog = blogsInOrder[0]!;
    const html = await (await request.get(`/blog/${blog.slug}`)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expectSearchTitle(title ?? '', blog.meta);
    expect(html).toContain(
      `<meta name="description" content="${blog.metades.replace(/&/g, '&amp;')}"/>`,
    );
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string; [key: string]: unknown },
    );
    const posting = data.find((entry) => entry['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: blog.name, datePublished: blog.date });
    expect(String(posting?.image)).toMatch(/^https?:\/\//);
    const faq = data.find((entry) => entry['@type'] === 'FAQPage') as
      { mainEntity: { name: string }[] } | undefined;
    expect(faq?.mainEntity.map((entry) => entry.name)).toEqual(
      blog.faq.map((entry) => entry.heading),
    );
    expect(data.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('an unknown post is a real 404', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post-anywhere');
    expect(response?.status()).toBe(404);
  });
});

for (const width of [1280, 390]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a post, its FAQ open, has no WCAG A/AA violations', async ({ page }) => {
      await page.goto(`/blog/${blogsInOrder[0]!.slug}`);
      const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
      await openDisclosure(faq.getByRole('button').first());
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
