import { specialitiesPage, specialityPage } from '@/content/specialities-page';

/**
 * The specialities list (/specialities) and a speciality's page (/specialities/{slug}): the words
 * around the hospital API's own (a speciality's name and description stay as the API gives them).
 */
export const specialities = {
  list: {
    title: specialitiesPage.title,
    description: specialitiesPage.description,
    heading: specialitiesPage.heading,
    lead: specialitiesPage.lead,
    searchLabel: specialitiesPage.searchLabel,
    searchPlaceholder: specialitiesPage.searchPlaceholder,
    searchSubmit: specialitiesPage.searchSubmit,
    searching: specialitiesPage.searching,
    listHeading: specialitiesPage.listHeading,
    /** The line above the grid: which of the matches are shown. */
    countOf: 'Showing {from}–{to} of {total, plural, one {# speciality} other {# specialities}}',
    /** The same, where the API gives no total. */
    countShown: 'Showing {from}–{to} specialities',
    /** A count, narrowed by a search. */
    matching: '{count} matching “{search}”',
    empty: 'No speciality matches “{search}”.',
    emptyHint: specialitiesPage.emptyHint,
    showAll: specialitiesPage.showAll.label,
    pages: specialitiesPage.pages,
  },
  page: {
    /** A translated page's title and description (an English page has the API's own). */
    metaTitle: '{name}: treatment, doctors and patient stories',
    metaDescription:
      '{name} at Amandeep Hospital: what it treats, our doctors, patient stories and how to book an appointment.',
    crumb: 'Specialities',
    kicker: specialityPage.kicker,
    overviewHeading: 'About {name}',
    explainedHeading: '{name} explained',
    callLabel: specialityPage.callLabel,
    bookLabel: specialityPage.bookLabel,
    faqHeading: specialityPage.faqHeading,
    testimonialHeading: specialityPage.testimonialHeading,
    storiesHeading: specialityPage.storiesHeading,
    storyTag: 'Story {index}',
    storyTitle: '{name}: patient story {index}',
    testimonialTitle: '{name}: patient testimonial',
    explainedTitle: '{name} explained',
    explainedCaption:
      'Our {name} specialists explain the conditions they treat, how they are diagnosed and what treatment involves.',
    doctorsHeading: 'Our {name} doctors',
    doctorsLead: specialityPage.doctorsLead,
    allDoctors: specialityPage.allDoctors,
    moreHeading: specialityPage.moreHeading,
    moreText: specialityPage.moreText,
    allSpecialities: specialityPage.links[0]!.label,
    findDoctor: specialityPage.links[1]!.label,
  },
};
