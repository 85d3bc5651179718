import { privacyNotice, retentionMonths } from '@/content/privacy-notice';
import { myDataPath } from '@/content/routes';
import { site } from '@/content/site';
import { defineLegalEntry } from './types';

const years = (months: number) =>
  months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} months`;

const OFFICE_HOURS = 'Monday to Saturday, 9 am to 5 pm';

export const privacyPolicy = defineLegalEntry({
  slug: 'privacy-policy',
  menu: { label: 'Privacy Policy', places: { 'footer-legal': 1 } },
  title: 'Privacy Policy',
  metaTitle: 'Privacy Policy',
  metaDescription: `How ${site.brand} collects, uses, shares and protects the personal and medical information of patients, visitors and staff, and whom to contact.`,
  lead: 'Your health information is among the most private things you share with anyone. This page explains what we collect, why, and how we keep it safe.',
  updated: privacyNotice.versions[0],
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
      heading: 'Methods of collection',
      paragraphs: ['We collect personal information:'],
      points: [
        'Through the forms on this website: appointment and call-back requests, contact messages, blog comments, and job applications with a CV (section 12 says what the website keeps and for how long)',
        'At registration, at admission and during your treatment',
        'By phone, e-mail and messaging when you contact us',
        'From insurers, claim administrators and the doctors who refer you, with your consent',
        'Through cookies that the website needs to work and to count visits',
      ],
    },
    {
      heading: 'Use of information',
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
      heading: 'Data modification',
      paragraphs: [
        'You may ask us to correct, complete or update information that is wrong or out of date, such as a changed phone number or address. Medical records are never deleted or rewritten: a correction is added to them as a dated note, signed by the person who made it.',
      ],
    },
    {
      heading: 'Legal compliance',
      paragraphs: [
        'We handle personal information under the Information Technology Act, 2000 and the rules made under it, the Digital Personal Data Protection Act, 2023, and the rules on medical records that apply to hospitals in India.',
      ],
    },
    {
      heading: 'Retention',
      paragraphs: [
        'We keep personal information for a minimum of five years from its last use, and longer where the law, an ongoing treatment, an insurance claim or a legal case requires it. Hospital medical records follow the longer periods the rules for medical records set. When information is no longer needed, our staff delete it securely or make it anonymous.',
      ],
      subsections: [
        {
          heading: 'What this website itself keeps',
          paragraphs: [
            'Every request sent through a form on this website is saved in the website’s own database before you see its reference number, so that nothing is lost if our systems are busy. Only the fields the form asks for are saved, with the date and time; a CV is saved as a file in the same protected storage.',
          ],
          points: [
            'Appointment requests, including those made from a doctor’s page: your name, phone number, e-mail, the doctor or hospital you chose and your message. They are passed on to the hospital’s appointment system, and our front desk calls you to confirm.',
            'Call-back requests and contact messages: passed on to the hospital’s system in the same way, for the team that answers them.',
            'Comments left under a blog post: kept for our staff to read. They are not passed on anywhere, and nothing is published without a person reviewing it.',
            'Job applications: your name, phone number, e-mail, the post and the CV file you attach, passed on to our human resources team.',
          ],
        },
        {
          heading: 'How long the website keeps them',
          paragraphs: [
            `The website erases the personal fields of a job application and its CV file ${years(retentionMonths.careerApplication)} after it arrived, and those of every other request ${years(retentionMonths.otherRequests)} after it arrived. It does this by itself, every day; only the reference, the kind of request and its dates stay, so that we can answer a question about it.`,
            'A request that has not yet reached the hospital’s system is kept until it has, so that it is never lost; it is erased after that. Copies passed on to the hospital’s systems follow the rule above.',
          ],
        },
        {
          heading: 'Who sees them, and your rights',
          paragraphs: [
            'The short notice beside every form says this in brief. What you send is used only to answer that request: the front desk sees appointments, call-backs and messages, human resources sees job applications, and the staff who moderate the blog see comments. It is never sold, and never used for advertising.',
            `Each request records which version of that notice you saw (the current one is dated ${privacyNotice.versions[0]}). Sending a form after reading it is your consent, which you may withdraw by asking us to erase the request.`,
            'You may ask to see what the website holds about you, to correct it, or to erase it: use the “Your personal data” form (linked beside the grievance officer below), or write to the grievance officer, with your request’s reference and the phone number you gave with it, or the e-mail address you used. We answer within one month. An erasure removes the request’s details and any CV file and keeps only its reference and dates; hospital medical records are kept as the law requires. You may also complain to the Data Protection Board of India.',
          ],
        },
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
        // A sample name: the hospital names its grievance officer before launch (README).
        name: 'Harleen Kaur Sandhu',
        email: 'grievance@amandeephospital.org',
        form: { label: 'See, correct or erase your data', href: myDataPath },
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
});
