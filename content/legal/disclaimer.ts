import { site } from '@/content/site';
import { defineLegalEntry } from './types';

export const disclaimer = defineLegalEntry({
  slug: 'disclaimer',
  menu: { label: 'Disclaimer', places: { 'footer-legal': 2 } },
  title: 'Disclaimer',
  metaTitle: 'Disclaimer',
  metaDescription: `The terms for using the ${site.brand} website: copyright and permitted use, the limits of its medical information, and how we treat your feedback.`,
  lead: 'This website helps you find a doctor, a service and your way to our hospitals. Please read what it can and cannot do for you.',
  updated: '2025-06-01',
  sections: [
    {
      heading: 'Copyright and permitted use',
      paragraphs: [
        `The text, photographs, illustrations, videos and logos on this website belong to ${site.brand} or are used with their owners’ permission, and are protected by the Copyright Act, 1957 and the Trade Marks Act, 1999.`,
        'You may read, print or save pages for your own use, and share a link to any page with family, friends or your doctor. Please do not copy, change, sell or republish the content, or use our name and logo, without our written permission.',
      ],
      points: [
        'Allowed: saving or printing a page about a treatment to discuss with your family or your own doctor',
        'Allowed: sharing a link to a doctor’s profile or a service page',
        'Not allowed: copying our articles, photographs or videos onto another website or social media page as your own',
        'Not allowed: using our name or logo in an advertisement or on a product',
      ],
    },
    {
      heading: 'General disclaimer and limitation of liability',
      paragraphs: [
        'The health information on this website is general. It is written and checked by our doctors, but it cannot take account of your history, your reports or an examination, and it is not a substitute for a consultation with a qualified doctor. Do not start, stop or change a treatment on the strength of what you read here.',
        `In an emergency, do not wait for a reply to a form or an e-mail: call our 24-hour emergency number, ${site.emergencyPhone.display}, or go to the nearest hospital.`,
        'We take care to keep doctors’ timings, services, prices and contact details correct, but they change, and a page may be out of date. Please confirm with the hospital before you travel. Links to other websites are given for convenience; we do not control them and are not responsible for their content.',
        `To the extent the law allows, ${site.brand} is not liable for any loss or harm that arises from relying on the information on this website, or from the website being unavailable for a time. Nothing on this page limits your rights as a patient, or our responsibility for the care we give you at our hospitals.`,
      ],
    },
    {
      heading: 'Feedback and opinions',
      paragraphs: [
        'We welcome feedback about our care and about this website. Comments and stories you send us may be read by our staff and used to improve our services. We publish a patient’s story, name, photograph or video only with their written consent, and you may ask us to remove it at any time.',
        'Comments left under a blog post are read by our staff before anything appears, and may be edited for length or declined. Opinions in patient stories, comments and guest articles are those of their authors and not necessarily those of the hospital.',
        `To praise, complain or suggest something, speak to the patient relations desk at any of our hospitals, or call ${site.appointmentPhone.display}.`,
      ],
    },
  ],
});
