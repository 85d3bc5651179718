'use client';

import type * as BlogCommentFormModule from './blog-comment-form';
import type * as BookingFormModule from './booking-form';
import type * as CareerApplicationFormModule from './career-application-form';
import type * as ContactFormModule from './contact-form';
import type * as DataRequestFormModule from './data-request-form';
import type * as DoctorAppointmentFormModule from './doctor-appointment-form';
import { formIsland } from './form-island';

// The site's in-page forms, each loading its code in the browser when it is about to be used
// (see formIsland). The server requires each form directly, so that it renders in place; the
// condition is settled at build time, which keeps the forms out of the browser's first load.
/* eslint-disable @typescript-eslint/no-require-imports */
const serverForms =
  typeof window === 'undefined'
    ? {
        booking: require('./booking-form') as typeof BookingFormModule,
        contact: require('./contact-form') as typeof ContactFormModule,
        careerApplication:
          require('./career-application-form') as typeof CareerApplicationFormModule,
        doctorAppointment:
          require('./doctor-appointment-form') as typeof DoctorAppointmentFormModule,
        blogComment: require('./blog-comment-form') as typeof BlogCommentFormModule,
        dataRequest: require('./data-request-form') as typeof DataRequestFormModule,
      }
    : undefined;
/* eslint-enable @typescript-eslint/no-require-imports */

export const BookingFormIsland = formIsland(
  () => import('./booking-form').then((module) => module.BookingForm),
  serverForms?.booking.BookingForm,
);

export const ContactFormIsland = formIsland(
  () => import('./contact-form').then((module) => module.ContactForm),
  serverForms?.contact.ContactForm,
);

export const CareerApplicationFormIsland = formIsland(
  () => import('./career-application-form').then((module) => module.CareerApplicationForm),
  serverForms?.careerApplication.CareerApplicationForm,
);

export const DoctorAppointmentFormIsland = formIsland(
  () => import('./doctor-appointment-form').then((module) => module.DoctorAppointmentForm),
  serverForms?.doctorAppointment.DoctorAppointmentForm,
);

export const BlogCommentFormIsland = formIsland(
  () => import('./blog-comment-form').then((module) => module.BlogCommentForm),
  serverForms?.blogComment.BlogCommentForm,
);

export const DataRequestFormIsland = formIsland(
  () => import('./data-request-form').then((module) => module.DataRequestForm),
  serverForms?.dataRequest.DataRequestForm,
);
