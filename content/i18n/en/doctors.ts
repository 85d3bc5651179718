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
};
