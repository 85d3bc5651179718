import { expect, test, type Locator } from './support/test';
import { blogsInOrder } from './support/blogs';
import { DATA_DIRS, humanTraps, storedSubmissions, uniqueName } from './support/forms';

test.use({ viewport: { width: 1280, height: 900 } });

// The store the site under test writes to (playwright.config.ts); a helper's own server may name another.
const dataDir = process.env.BLOG_COMMENT_DATA_DIR || DATA_DIRS.embedded;

const blog = blogsInOrder[3]!;
const REVIEW_MESSAGE =
  'Thank you for your comment. It will appear under the post once our team has reviewed it.';

/** Every message shown under a field, in order, and that each is linked to its field. */
async function expectFieldErrors(form: Locator, messages: string[]) {
  const errors = form.getByRole('alert');
  await expect(errors).toHaveText(messages);
  for (const error of await errors.all()) {
    const id = await error.getAttribute('id');
    const field = form.locator(`[aria-describedby~="${id}"]`);
    await expect(field).toHaveCount(1);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
}

async function openForm(page: import('@playwright/test').Page) {
  await page.goto(`/blog/${blog.slug}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Leave a Reply' })).toBeVisible();
  return page.getByRole('form', { name: `Leave a Reply: ${blog.name}` });
}

test('Leave a Reply marks its required fields, and shows a clear message under each', async ({
  page,
}) => {
  const form = await openForm(page);
  for (const label of ['Name', 'Email', 'Comment']) {
    const field = form.getByLabel(label, { exact: false }).first();
    await expect(field).toHaveAttribute('aria-required', 'true');
  }
  await expect(form.getByText('*')).toHaveCount(3);
  await expect(form.getByRole('textbox', { name: 'Website' })).toHaveAttribute('type', 'url');
  await expect(form.getByRole('textbox', { name: 'Website' })).not.toHaveAttribute(
    'aria-required',
    'true',
  );

  await form.getByRole('button', { name: 'Post Comment' }).click();
  await expectFieldErrors(form, [
    'Please enter your name',
    'Please enter your email address',
    'Please write your comment',
  ]);
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();

  await form.getByRole('textbox', { name: 'Name' }).fill('Simran');
  await form.getByRole('textbox', { name: 'Email' }).fill('simran@');
  await form.getByRole('textbox', { name: 'Website' }).fill('my site');
  await form.getByRole('textbox', { name: 'Comment' }).fill('Helpful.');
  await form.getByRole('button', { name: 'Post Comment' }).click();
  await expectFieldErrors(form, [
    'Please enter a valid email address, like name@example.com',
    'Please enter a full web address starting with http:// or https://, or leave it empty',
  ]);
});

test('a comment is stored for review with its post, and the visitor is told it appears after review', async ({
  page,
}) => {
  const name = uniqueName('Reader');
  const form = await openForm(page);
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill('reader@example.com');
  await form.getByRole('textbox', { name: 'Website' }).fill('https://example.in');
  await form
    .getByRole('textbox', { name: 'Comment' })
    .fill('Thank you, this was clear and useful.');
  await form.getByRole('button', { name: 'Post Comment' }).click();
  await expect(form.getByText(REVIEW_MESSAGE)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');

  const rows = await storedSubmissions(dataDir, ['--kind', 'blog-comment']);
  const row = rows.find((entry) => entry.payload.name === name);
  expect(row).toMatchObject({
    kind: 'blog-comment',
    status: 'review',
    payload: {
      slug: blog.slug,
      name,
      email: 'reader@example.com',
      website: 'https://example.in',
      comment: 'Thank you, this was clear and useful.',
    },
  });
  await expect(form.getByText(row!.reference)).toBeVisible();
});

test('the endpoint answers 201 with a reference, and 422 with field messages', async ({
  request,
}) => {
  const name = uniqueName('Api reader');
  const created = await request.post('/api/blog-comments', {
    data: {
      name,
      email: 'api@example.com',
      comment: 'Posted straight to the endpoint.',
      slug: blog.slug,
      ...humanTraps(),
    },
  });
  expect(created.status()).toBe(201);
  const body = (await created.json()) as { success: boolean; reference: string; message: string };
  expect(body).toMatchObject({ success: true, message: REVIEW_MESSAGE });
  expect(body.reference).toMatch(/^AH-[A-Z0-9]{8}$/);
  const rows = await storedSubmissions(dataDir, ['--kind', 'blog-comment']);
  expect(rows.find((row) => row.reference === body.reference)?.payload).toMatchObject({
    name,
    slug: blog.slug,
  });

  const refused = await request.post('/api/blog-comments', {
    data: { name: '', email: 'x', website: 'ftp://x', comment: '', slug: '', ...humanTraps() },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
    name: 'Please enter your name',
    email: 'Please enter a valid email address, like name@example.com',
    website: 'Please enter a full web address starting with http:// or https://, or leave it empty',
    comment: 'Please write your comment',
    slug: 'This comment is not linked to a blog post',
  });
});
