/** /my-data: a person's request to see, correct or erase what the website holds about them. */
export const myDataPage = {
  title: 'Your personal data',
  metaTitle: 'Your personal data: see, correct or erase it',
  description:
    'Ask Amandeep Hospital to show you, correct or erase the personal details you sent through this website, as India’s Digital Personal Data Protection Act allows.',
  lead: 'Ask us to show you what this website holds about you, to correct it, or to erase it. Our grievance officer answers within one month.',
  formHeading: 'Send your request',
  formLabel: 'Your personal data request',
  howHeading: 'How we find your details',
  how: [
    'Give the reference of a request you sent (AH-…) with the phone number you gave with it, or the e-mail address you used. We use them only to find your details and to answer you.',
    'An erasure removes a request’s details and any CV file you sent, keeping only its reference and dates. Hospital medical records are kept as the law requires.',
  ],
  submit: 'Send request',
  pending: 'Sending...',
  fields: {
    request: 'What would you like us to do?',
    requestPlaceholder: 'Choose one',
    name: 'Your name',
    reference: 'Reference of your request',
    referenceHint: 'Optional, e.g. AH-7KQ2M9XD',
    phone: 'Phone number you gave with it',
    email: 'E-mail address',
    emailHint: 'Optional if you give a reference and its phone number',
    details: 'Anything we should know',
    detailsHint: 'For a correction, what should it say?',
  },
  /** The three rights this form serves, as the visitor picks them; stored as chosen. */
  requests: ['Show me my data', 'Correct my data', 'Erase my data'],
  messages: {
    request: 'Please choose what you would like us to do',
    name: 'Please enter your name',
    findMe: 'Please give the e-mail address you used, or a reference with its phone number',
    referenceInvalid: 'A reference looks like AH-7KQ2M9XD',
    phoneForReference: 'Please give the phone number you sent with that request',
    phoneInvalid: 'Please enter the digits of the phone number you gave us',
    emailInvalid: 'Invalid email address',
  },
} as const;
