import { site } from '@/lib/site';
import type { LegalEntry } from './types';

const OFFICE_HOURS = 'Monday to Saturday, 9 am to 5 pm';

export const privacyPolicy: LegalEntry = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  metaTitle: 'Privacy Policy',
  metaDescription: `How ${site.brand} collects, uses, shares and protects the personal and medical information of patients, visitors and staff, and whom to contact.`,
  lead: 'Your health information is among the most private things you share with anyone. This page explains what we collect, why, and how we keep it safe.',
  updated: '2025-06-01',
  sections: [
    {
      heading: 'Information collection and access',
      paragraphs: [
        `This policy explains what personal information ${site.brand} collects through this website, at our hospitals and over the phone, why we collect it and how you can see it. It covers patients and their families, visitors to the website, job applicants and our staff.`,
        'You may ask for a copy of the personal information we hold about you at any time by writing to the grievance officer, whose details are at the end of this page.',
      ],
    },
    {
      heading: 'Consent',
      paragraphs: [
        'When you use this website or give us your information, you agree to its use as this policy describes. Where the law asks for it, we take your consent separately and in writing, for example before we share your records with an insurer.',
        'You may withdraw your consent at any time by writing to us. This does not undo what was done before, and we may still have to keep records that the law requires us to keep.',
      ],
    },
    {
      heading: 'Managing personal information',
      paragraphs: [
        'We keep your information accurate and up to date, and only the people who need it to care for you or to run the hospital can see it. Every member of staff is bound to keep patient information confidential.',
      ],
    },
    {
      heading: 'Updates to this policy',
      paragraphs: [
        'We may change this policy when our services or the law change. The date at the top of this page shows when it last changed, and important changes are announced here before they apply.',
      ],
    },
    {
      heading: 'Personal information we collect',
      paragraphs: ['Depending on how you deal with us, we may collect:'],
      points: [
        'Your name, age, gender and contact details',
        'Your medical history, reports, prescriptions and scans',
        'Insurance, government scheme and payment details (card payments go through a payment provider; we do not store full card numbers)',
        'Identity documents, where admission, a claim or a scheme needs them',
        'The CV and details a job applicant sends us',
        'How this website is used: pages visited, device and browser type',
      ],
    },
    {
      heading: 'How we collect it',
      paragraphs: ['We collect personal information:'],
      points: [
        'Through the forms on this website: appointments, call-back requests, enquiries and job applications',
        'At registration, at admission and during your treatment',
        'By phone, e-mail and messaging when you contact us',
        'From insurers, claim administrators and the doctors who refer you, with your consent',
        'Through cookies that the website needs to work and to count visits',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use personal information only for the purpose it was given for, or one closely linked to it. We do not sell it, and we never use medical information for advertising.',
      ],
      points: [
        'To diagnose, treat and care for you',
        'To book appointments and remind you of them',
        'To prepare bills and process insurance and government scheme claims',
        'To answer your questions and complaints',
        'To improve our services and this website',
        'To meet our legal duties, such as reporting notifiable diseases and medico-legal cases',
      ],
    },
    {
      heading: 'Sharing and transfer of data',
      paragraphs: [
        'We share personal information only with those who need it: the doctors and staff of our hospitals involved in your care; insurers, claim administrators and government schemes handling your claim, with your consent; laboratories and service providers who work for us under written confidentiality terms; and authorities, where the law requires it.',
        'Information is sent outside India only where the law allows it and where it will be protected as well as it is here.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We protect personal information with reasonable security practices: access limited by role, encrypted connections, staff training and regular checks. No system is perfectly secure; if a breach affects your information, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      heading: 'Correcting your information',
      paragraphs: [
        'You may ask us to correct or complete information that is wrong or out of date. Medical records are never deleted or rewritten: a correction is added to them as a dated note.',
      ],
    },
    {
      heading: 'Legal compliance',
      paragraphs: [
        'We handle personal information under the Information Technology Act, 2000 and the rules made under it, the Digital Personal Data Protection Act, 2023, and the rules on medical records that apply to hospitals in India.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep personal information for at least five years from the last time it was used, and longer where the law, an ongoing treatment, a claim or a legal case requires. After that it is securely deleted or made anonymous.',
      ],
    },
    {
      heading: 'Grievance officer',
      paragraphs: [
        'If you are unhappy with how your personal information has been handled, write to the grievance officer below. We acknowledge every complaint within two working days and aim to resolve it within one month.',
      ],
    },
  ],
  contacts: {
    heading: 'Whom to contact about your information',
    items: [
      {
        heading: 'For patients and visitors',
        role: 'Grievance Officer',
        email: 'grievance@amandeephospital.org',
        phone: site.appointmentPhone,
        office: 'amritsar-gt-road',
        hours: OFFICE_HOURS,
      },
      {
        heading: 'For hospital staff',
        role: 'Human Resources, Staff Privacy Desk',
        email: 'hr.privacy@amandeephospital.org',
        office: 'amritsar-gt-road',
        hours: OFFICE_HOURS,
      },
    ],
  },
};
