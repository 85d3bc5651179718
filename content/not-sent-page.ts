import { blogCommentForm } from './forms';
import { myDataPage } from './my-data-page';
import type { NotSentReason } from './routes';

/**
 * /not-sent: where a form sent without the page's script lands when the site could not store it
 * (the script checks a form in the page itself, so a visitor with it never sees this page).
 */
export const notSentPage = {
  title: 'Your request was not sent',
  description: 'Your form could not be sent. Go back to correct it, or call us.',
  label: 'Not sent',
  heading: 'Your request was not sent',
  fieldsLead: 'Please go back and complete or correct:',
  backHint:
    "Your browser's Back button returns to the form with what you typed. Or call our appointments desk:",
  reasons: {
    fields: 'Some details in the form need completing or correcting.',
    file: 'We could not take the CV you chose. Please choose a PDF or Word document of up to 5 MB.',
    busy: 'We have received many requests from your connection in a short time. Please try again in a few minutes.',
    failed: 'We could not save your request just now. Please try again in a few minutes.',
  } satisfies Record<NotSentReason, string>,
  homeLabel: 'Go to the home page',
};

/**
 * The fields of each form by their names in the post, with the labels the forms show them under:
 * the list /not-sent shows (a name not listed here is not shown).
 */
export const formFieldLabels: Record<string, Record<string, string>> = {
  appointment: {
    name: 'Patient name',
    phone: 'Phone number',
    email: 'Email',
    location: 'Hospital',
    specialty: 'Specialty',
    message: 'Message',
  },
  'doctor-appointment': {
    name: 'Patient Name',
    phone: 'Mobile number',
    email: 'Email',
    message: 'Message',
  },
  callback: { name: 'Name', email: 'Email', phone: 'Phone number' },
  contact: { name: 'Name', email: 'Email', phone: 'Mobile number', message: 'Message' },
  'career-application': { name: 'Patient Name', phone: 'Phone', email: 'E-mail', cv: 'Select CV' },
  'blog-comment': {
    name: blogCommentForm.name,
    email: blogCommentForm.email,
    website: blogCommentForm.website,
    comment: blogCommentForm.comment,
  },
  'data-request': {
    request: myDataPage.fields.request,
    name: myDataPage.fields.name,
    reference: myDataPage.fields.reference,
    phone: myDataPage.fields.phone,
    email: myDataPage.fields.email,
    details: myDataPage.fields.details,
  },
};
