import { site } from '@/content/site';
import { doctorProfilePage, doctorsPage } from '@/content/doctors-page';

/**
 * Find a Doctor (/doctors): the words around the hospital API's doctors (their names, specialities
 * and education stay as the API gives them). The hospital tabs name the units from the places
 * catalogue; All is the tab of every hospital.
 */
export const doctors = {
  list: {
    title: doctorsPage.title,
    description: doctorsPage.description,
    heading: doctorsPage.heading,
    lead: doctorsPage.lead,
    listHeading: 'Our doctors',
    locateLink: doctorsPage.locateLink.label,
    filterLabel: 'Filter by hospital',
    allTab: 'All',
    nameLabel: doctorsPage.nameLabel,
    namePlaceholder: doctorsPage.namePlaceholder,
    categoryLabel: doctorsPage.categoryLabel,
    categoryPlaceholder: doctorsPage.categoryPlaceholder,
    search: doctorsPage.search,
    empty: doctorsPage.empty,
    pages: doctorsPage.pages,
    /** The line above the cards: how many doctors match, and which page is shown. */
    count: '{total, plural, one {# doctor} other {# doctors}}',
    pageOf: ', page {page} of {pages}',
  },
  /** A doctor's page (/doctor/{slug}); {name} is the doctor's, as the API writes it. */
  profile: {
    crumb: 'Doctors',
    /** A translated page's title and description (an English page has the API's own). */
    metaTitle: '{name}: book an appointment',
    metaDescription:
      '{name} at Amandeep Hospital: education, experience, where the doctor consults, and a form to book an appointment.',
    portrait: 'Portrait of {name}',
    educationLabel: doctorProfilePage.educationLabel,
    experienceLabel: doctorProfilePage.experienceLabel,
    experienceYears: '{years} years',
    practisesAtLabel: doctorProfilePage.practisesAtLabel,
    shareLabel: doctorProfilePage.shareLabel,
    shareText: '{name} at Amandeep Hospital: {url}',
    aboutHeading: doctorProfilePage.aboutHeading,
    formHeading: doctorProfilePage.formHeading,
    expertsHeading: doctorProfilePage.expertsHeading,
    expertsLead: doctorProfilePage.expertsLead,
    findDoctor: doctorProfilePage.findDoctor.label,
  },
  /** The doctor locator (/doctor): a hospital, then a speciality, and the same choices as links. */
  locator: {
    title: 'Find Doctors by Location and Speciality',
    description: `Choose one of ${site.brand}'s hospitals and a speciality to see the doctors who practise there.`,
    heading: 'Find a doctor near you',
    lead: 'Choose a hospital, then a speciality.',
    formHeading: 'Location and speciality',
    formLabel: 'Find a doctor by location',
    locationLabel: 'Location',
    locationPlaceholder: 'Choose a location',
    specialityLabel: 'Speciality',
    specialityPlaceholder: 'Choose a speciality',
    specialityHint: 'Choose a location first.',
    indexHeading: 'Every speciality, by location',
    indexLead: 'The same choices as a list: open a speciality at the location nearest you.',
    doctorCount: '{count, plural, one {# doctor} other {# doctors}}',
  },
  /**
   * A speciality's doctors at one location (/doctor/{location}/{speciality}); {speciality} is the
   * hospital API's name, {location} the place in the page's script.
   */
  directory: {
    heading: '{speciality} Doctors in {location}',
    description:
      'Find top-rated {speciality} doctors in {location}. Book appointments online easily.',
    subtitle: 'Find top-rated specialists near you',
    locatorCrumb: 'By location',
    count: '{count, plural, one {# doctor} other {# doctors}}',
    empty: doctorsPage.empty,
  },
};
