/** The words of the home hero's doctor search box. */
export const doctorSearchCopy = {
  label: 'Search for a doctor by name',
  placeholder: 'e.g. Preet or knee',
  button: 'Search',
  listLabel: 'Doctors and specialities',
};
