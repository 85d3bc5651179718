/** The whole menu as a page (/menu): where the Menu button leads before the page's script runs. */
export const menuPage = {
  metaTitle: 'Menu',
  description:
    'Every page of the site in one list: find a doctor, our hospitals, specialities, centres of excellence, services and booking.',
  title: 'Menu',
  lead: 'Everything on our site, with what patients look for first.',
  tasksHeading: 'For patients',
  moreHeading: 'More from us',
  helplinesHeading: 'Helplines',
  bookLabel: 'Book an Appointment',
} as const;
