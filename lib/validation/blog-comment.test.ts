import { BLOG_COMMENT_MESSAGES as M, blogCommentSchema } from './blog-comment';
import { UNSUPPORTED_CHARACTERS_MESSAGE, tooLongMessage } from './fields';

const valid = {
  name: 'Harpreet Kaur',
  email: 'harpreet@example.com',
  website: '',
  comment: 'Thank you, this helped my father before his surgery.',
  slug: 'preparing-for-knee-replacement-a-patients-checklist',
};
type Field = keyof typeof valid;

function messagesFor(field: Field, value: unknown, remove = false): string[] {
  const data: Record<string, unknown> = { ...valid };
  if (remove) delete data[field];
  else data[field] = value;
  const result = blogCommentSchema.safeParse(data);
  if (result.success) return [];
  expect(result.error.issues.every((issue) => issue.path[0] === field)).toBe(true);
  return result.error.issues.map((issue) => issue.message);
}

describe('blogCommentSchema', () => {
  it('accepts a comment without a website and leaves the website out', () => {
    const result = blogCommentSchema.safeParse({ ...valid, name: '  Harpreet Kaur ' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...valid, website: undefined, name: 'Harpreet Kaur' });
  });

  it('accepts a full web address as the website', () => {
    const result = blogCommentSchema.safeParse({ ...valid, website: ' https://example.in/me ' });
    expect(result.data?.website).toBe('https://example.in/me');
  });

  it.each<[Field, string]>([
    ['name', M.name],
    ['email', M.email],
    ['comment', M.comment],
  ])('requires %s with one clear message', (field, message) => {
    expect(messagesFor(field, '')).toEqual([message]);
    expect(messagesFor(field, '   ')).toEqual([message]);
    expect(messagesFor(field, undefined, true)).toEqual([message]);
    expect(messagesFor(field, 42)).toEqual([message]);
  });

  it('refuses an email address that is not one', () => {
    expect(messagesFor('email', 'harpreet@')).toEqual([M.emailInvalid]);
    expect(messagesFor('email', 'harpreet example.com')).toEqual([M.emailInvalid]);
  });

  it.each([
    'example.com',
    'www.example.com',
    'javascript:alert(1)',
    'ftp://example.com',
    'http://x',
  ])('refuses %s as a website', (website) => {
    expect(messagesFor('website', website)).toEqual([M.website]);
  });

  it('caps lengths and refuses hidden characters', () => {
    expect(messagesFor('comment', 'a'.repeat(2001))).toEqual([tooLongMessage(2000)]);
    expect(messagesFor('name', 'a'.repeat(101))).toEqual([tooLongMessage(100)]);
    expect(messagesFor('comment', 'hello\u0000')).toEqual([UNSUPPORTED_CHARACTERS_MESSAGE]);
  });

  it('needs the post the comment belongs to', () => {
    expect(messagesFor('slug', '')).toEqual([M.post]);
    expect(messagesFor('slug', undefined, true)).toEqual([M.post]);
    expect(messagesFor('slug', '../admin?x')).toEqual([M.post]);
  });
});
