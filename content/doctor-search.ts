/** The words of the home hero's doctor search box. */
export const doctorSearchCopy = {
  label: 'Search for a doctor by name',
  placeholder: 'Try a name, or “knee”',
  button: 'Search',
  listLabel: 'Doctors and specialities',
};
