import { formSuccessMessages } from '@/content/forms';
import { jsonFormPost } from '@/lib/forms/form-handler';
import { POST_ONLY } from '@/lib/method-not-allowed';
import { blogCommentSchema } from '@/lib/validation/blog-comment';

/** "Leave a Reply" under a blog post: stored for staff review, never relayed or published. */
export function POST(request: Request) {
  return jsonFormPost(request, 'blog-comment', blogCommentSchema, formSuccessMessages.blogComment);
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = POST_ONLY;
