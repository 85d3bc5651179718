import { BlogCommentFormIsland } from '@/components/forms/form-islands';
import { blogCommentForm } from '@/content/forms';
import styles from './blog-reply.module.scss';

/** "Leave a Reply" under a post: the comment form, kept for review before anything appears. */
export function BlogReply({ slug, postName }: { slug: string; postName: string }) {
  return (
    <section id="reply" aria-labelledby="reply-heading" className={styles.reply}>
      <h2 id="reply-heading" className={styles.heading}>
        {blogCommentForm.heading}
      </h2>
      <p className={styles.lead}>{blogCommentForm.lead}</p>
      <BlogCommentFormIsland slug={slug} postName={postName} />
    </section>
  );
}
