import * as z from 'zod/mini';

import {
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  STANDARD_EMAIL_PATTERN,
  emailField,
  hasOnlySupportedCharacters,
  requiredText,
  tooLongMessage,
  NOT_TEXT_MESSAGE,
  UNSUPPORTED_CHARACTERS_MESSAGE,
} from './fields';

export const BLOG_COMMENT_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address, like name@example.com',
  website: 'Please enter a full web address starting with http:// or https://, or leave it empty',
  comment: 'Please write your comment',
  post: 'This comment is not linked to a blog post',
} as const;

/** A web address a reader can follow: http or https, with a host name. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Optional website: empty is no website; anything typed must be a full http(s) address. */
const websiteField = z.pipe(
  z.nullish(
    z.string({ error: NOT_TEXT_MESSAGE }).check(
      z.trim(),
      z.maxLength(EMAIL_MAX, {
        error: tooLongMessage(EMAIL_MAX),
        abort: true,
      }),
      z.refine((value) => value === '' || isWebAddress(value), {
        error: BLOG_COMMENT_MESSAGES.website,
        abort: true,
      }),
    ),
  ),
  z.transform((value: string | null | undefined) => (value ? value : undefined)),
);

/** "Leave a Reply" under a blog post. The post's slug travels with it, filled by the page. */
export const blogCommentSchema = z.object({
  name: requiredText(BLOG_COMMENT_MESSAGES.name, NAME_MAX),
  email: emailField(STANDARD_EMAIL_PATTERN, {
    required: BLOG_COMMENT_MESSAGES.email,
    invalid: BLOG_COMMENT_MESSAGES.emailInvalid,
  }),
  website: websiteField,
  comment: requiredText(BLOG_COMMENT_MESSAGES.comment, MESSAGE_MAX),
  slug: z
    .string({ error: BLOG_COMMENT_MESSAGES.post })
    .check(
      z.trim(),
      z.regex(/^[^\s/?#]{1,200}$/, { error: BLOG_COMMENT_MESSAGES.post, abort: true }),
      z.refine(hasOnlySupportedCharacters, { error: UNSUPPORTED_CHARACTERS_MESSAGE }),
    ),
});
