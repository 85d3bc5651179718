// Brand and contact facts of the hospital group, in one place. Addresses, numbers and links
// here are the site's own configuration (not from the hospital API); confirm them with the
// hospital before launch.

/** What a number is for: the label it carries wherever it is shown. */
export type PhonePurpose = 'Emergency' | 'Appointments' | 'Reception';

export interface Phone {
  /** As shown to people. */
  display: string;
  /** For tel: links, digits with the country code. */
  tel: string;
  purpose: PhonePurpose;
}

/** One of the group's six hospitals, a unit: its contact facts, beside its page in content/units. */
export interface Unit {
  id:
    | 'amritsar-gt-road'
    | 'amritsar-medicity'
    | 'pathankot'
    | 'tarn-taran'
    | 'ferozepur'
    | 'srinagar';
  name: string;
  /** The town or city it stands in: lists by city, and the cover checker's city choice. */
  city: 'Amritsar' | 'Pathankot' | 'Tarn Taran' | 'Ferozepur' | 'Srinagar';
  /** Short name for menus. */
  shortName: string;
  /** The unit's page: /our-hospitals/{link}. */
  link: string;
  /** The city value the hospital API uses for doctors who practise here. */
  apiCity: string;
  address: string;
  /** The unit's reception (a landline), then its appointments desk (a mobile). */
  phones: [Phone, Phone];
  email: string;
  /** Opens directions in a maps app or site. */
  directionsUrl: string;
  /** Card accent in the contact carousel. */
  colour: string;
}

export interface SocialLink {
  network: 'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'x';
  label: string;
  url: string;
}

function phone(display: string, purpose: PhonePurpose): Phone {
  return { display, tel: `+${display.replace(/\D/g, '')}`, purpose };
}

/** A unit's two numbers (spec: two phones each): its reception, and its appointments desk. */
function unitPhones(reception: string, appointments: string): [Phone, Phone] {
  return [phone(reception, 'Reception'), phone(appointments, 'Appointments')];
}

function directions(query: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(query)}`;
}

export const site = {
  brand: 'Amandeep Hospital',
  /** The brand as used in paths such as /about-amandeep-hospital/. */
  brandSlug: 'amandeep',
  description:
    'Amandeep Hospital is a group of six multi-speciality hospitals in Amritsar, Pathankot, Tarn Taran, Ferozepur and Srinagar, caring for patients since 1990.',
  copyrightYear: 2025,
  /** The group's 24/7 line: emergencies, and the ambulance service. */
  emergencyPhone: phone('+91 98154 00108', 'Emergency'),
  appointmentPhone: phone('+91 98154 00109', 'Appointments'),
  /** The appointments desk, and the main hospital's reception (GT Road, Amritsar). */
  helplines: [phone('+91 98154 00109', 'Appointments'), phone('+91 183 500 9000', 'Reception')],
  whatsappNumber: '919815400109',
  whatsappGreeting: 'Hello Amandeep Hospital, I would like to book an appointment.',
  nursingCollegeUrl: 'https://nursing.amandeephospital.org',
  /** The hospital's own video channel: the gallery's Our Video carousel links to it. */
  videoChannelUrl: 'https://www.youtube.com/@amandeephospital/videos',
  /** The HR desk: job seekers write here when no opening suits them or the list cannot load. */
  hrEmail: 'careers@amandeephospital.org',
  /** The international patients desk: reports, estimates and visa letters for patients from abroad. */
  internationalEmail: 'international@amandeephospital.org',
  units: [
    {
      id: 'amritsar-gt-road',
      city: 'Amritsar',
      name: 'Amandeep Hospital, GT Road, Amritsar',
      shortName: 'GT Road, Amritsar',
      link: 'amandeep-hospital-punjab',
      apiCity: 'GT Road Amritsar',
      address: 'GT Road, Model Town, Amritsar, Punjab 143001',
      phones: unitPhones('+91 183 500 9000', '+91 98154 00101'),
      email: 'amritsar@amandeephospital.org',
      directionsUrl: directions('Amandeep Hospital GT Road Amritsar'),
      colour: '#0B4F6C',
    },
    {
      id: 'amritsar-medicity',
      city: 'Amritsar',
      name: 'Amandeep Medicity, Amritsar',
      shortName: 'Medicity, Amritsar',
      link: 'amandeep-medicity-hospital-amritsar',
      apiCity: 'Medicity Amritsar',
      address: 'Mall Road, Amritsar, Punjab 143001',
      phones: unitPhones('+91 183 500 9100', '+91 98154 00102'),
      email: 'medicity@amandeephospital.org',
      directionsUrl: directions('Amandeep Medicity Amritsar'),
      colour: '#0A6B74',
    },
    {
      id: 'pathankot',
      city: 'Pathankot',
      name: 'Amandeep Hospital, Pathankot',
      shortName: 'Pathankot',
      link: 'best-hospital-in-pathankot',
      apiCity: 'Pathankot',
      address: 'Dalhousie Road, Pathankot, Punjab 145001',
      phones: unitPhones('+91 186 500 9200', '+91 98154 00103'),
      email: 'pathankot@amandeephospital.org',
      directionsUrl: directions('Amandeep Hospital Pathankot'),
      colour: '#0A3D54',
    },
    {
      id: 'tarn-taran',
      city: 'Tarn Taran',
      name: 'Amandeep Hospital, Tarn Taran',
      shortName: 'Tarn Taran',
      link: 'best-hospital-in-tarn-taran',
      apiCity: 'Taran Taran',
      address: 'Amritsar Road, Tarn Taran, Punjab 143401',
      phones: unitPhones('+91 185 200 9300', '+91 98154 00104'),
      email: 'tarntaran@amandeephospital.org',
      directionsUrl: directions('Amandeep Hospital Tarn Taran'),
      colour: '#0B4F6C',
    },
    {
      id: 'ferozepur',
      city: 'Ferozepur',
      name: 'Amandeep Hospital, Ferozepur',
      shortName: 'Ferozepur',
      link: 'amandeep-hospital-ferozepur',
      apiCity: 'Ferozepur',
      address: 'Ferozepur Cantonment Road, Firozpur, Punjab 152001',
      phones: unitPhones('+91 163 200 9400', '+91 98154 00105'),
      email: 'ferozepur@amandeephospital.org',
      directionsUrl: directions('Amandeep Hospital Ferozepur'),
      colour: '#0A6B74',
    },
    {
      id: 'srinagar',
      city: 'Srinagar',
      name: 'Amandeep Medicity, Srinagar',
      shortName: 'Srinagar',
      link: 'amandeep-medicity-srinagar',
      apiCity: 'Srinagar',
      address: 'Bemina Bypass Road, Srinagar, Jammu and Kashmir 190018',
      phones: unitPhones('+91 194 250 9500', '+91 98154 00106'),
      email: 'srinagar@amandeephospital.org',
      directionsUrl: directions('Amandeep Medicity Srinagar'),
      colour: '#0A3D54',
    },
  ] satisfies Unit[],
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/amandeephospital' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/amandeephospital' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@amandeephospital' },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      url: 'https://www.linkedin.com/company/amandeep-hospital',
    },
    { network: 'x', label: 'X', url: 'https://x.com/amandeephospital' },
  ] satisfies SocialLink[],
} as const;
