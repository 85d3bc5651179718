'use client';

import { blogCommentForm as copy, formFailureMessages } from '@/content/forms';
import { blogCommentSchema } from '@/lib/validation/blog-comment';
import { TextAreaField, TextField } from './controls';
import styles from './form.module.scss';
import { SiteForm } from './site-form';
import { useSiteForm } from './use-site-form';

/**
 * "Leave a Reply" under a blog post. The comment is stored for staff review; the visitor stays on
 * the post and is told it will appear once reviewed.
 */
export function BlogCommentForm({ slug, postName }: { slug: string; postName: string }) {
  const site = useSiteForm({
    schema: blogCommentSchema,
    endpoint: '/api/blog-comments',
    defaultValues: { name: '', email: '', website: '', comment: '', slug },
    failureMessage: formFailureMessages.generic,
    successAlert: true,
    toBody: (values) => ({ ...values, slug }),
  });

  return (
    <SiteForm
      form={site}
      label={`${copy.heading}: ${postName}`}
      submitLabel={copy.submit}
      pendingLabel={copy.pending}
    >
      <div className={styles.row}>
        <TextField label={copy.name} required autoComplete="name" {...site.field('name')} />
        <TextField
          label={copy.email}
          type="email"
          required
          autoComplete="email"
          {...site.field('email')}
        />
      </div>
      <TextField
        label={copy.website}
        type="url"
        inputMode="url"
        autoComplete="url"
        hint={copy.websiteHint}
        {...site.field('website')}
      />
      <TextAreaField label={copy.comment} required rows={6} {...site.field('comment')} />
      {/* The post, for the browser's own post when the script does not run (the script sends it itself). */}
      <input type="hidden" name="slug" value={slug} />
    </SiteForm>
  );
}
