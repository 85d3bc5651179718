/** The words of the home hero's doctor search. */
export const doctorSearchCopy = {
  label: 'Search for a doctor by name',
  placeholder: 'Type a name, e.g. Preet',
  button: 'Search',
  listLabel: 'Doctors whose name matches',
  found: (count: number) => (count === 1 ? '1 doctor found' : `${count} doctors found`),
  noneFound: (text: string) => `No doctor found for “${text}”`,
  noneFoundHint: 'Press Search to look through all our doctors.',
};
