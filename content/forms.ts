/** What each form says when its request is safely received. */
export const formSuccessMessages = {
  appointment:
    'Thank you. Your appointment request has been received and our team will call you shortly.',
  callback: 'Thank you. We will call you back shortly.',
  contact: 'Thank you for your message. Our team will get back to you shortly.',
  doctorAppointment:
    'Thank you. Your appointment request has been received; our team will call you to confirm a time.',
  careerApplication:
    'Thank you for applying. Our HR team will review your CV and contact you if your profile matches.',
  blogComment:
    'Thank you for your comment. It will appear under the post once our team has reviewed it.',
  dataRequest:
    'Thank you. Our grievance officer will answer within one month, using the contact details you gave.',
} as const;

/** "Leave a Reply" under a blog post. */
export const blogCommentForm = {
  heading: 'Leave a Reply',
  lead: 'Your email address will not be published. Comments appear after our team has reviewed them. Required fields are marked *.',
  name: 'Name',
  email: 'Email',
  website: 'Website',
  websiteHint: 'Optional, a full address such as https://example.com',
  comment: 'Comment',
  submit: 'Post Comment',
  pending: 'Posting...',
} as const;

/**
 * What a form says when its page has not finished loading: once a submit has waited a while for
 * the form's code (a slow or broken connection), and when the browser runs none (the browser then
 * sends the form itself; page-post.ts). Each is followed by the appointment line.
 */
export const formLoadingNotices = {
  held: 'Your request is not sent yet: this page is still loading. It will be sent as soon as the page is ready. If nothing happens, please call us on',
  noScript: 'JavaScript is off: the form still sends, and the next page confirms it. Or call',
} as const;

/** Failure texts the spec gives. */
export const formFailureMessages = {
  callback: 'Failed to submit form.',
  contact: 'Submission failed.',
  /** When a form without words of its own in the spec could not be sent. */
  generic:
    'We could not send your request. Please check your connection and try again, or call us.',
} as const;
