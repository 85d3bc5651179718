/**
 * The words of the doctor search's suggestions beyond the doctors' names: the specialities a
 * search names, and the ways on when nothing matches. Used by the hero's list (loaded when the
 * visitor first types) and by the doctors list when a search finds nobody.
 */
export const searchSuggestionsCopy = {
  doctorsGroup: 'Doctors whose name matches',
  specialitiesHeading: (text: string) => `Specialities for “${text}”`,
  speciality: (doctorCount: number) =>
    doctorCount === 0
      ? 'Speciality'
      : `Speciality · ${doctorCount === 1 ? '1 doctor' : `${doctorCount} doctors`}`,
  allDoctors: (count: number) => `See all ${count} doctors`,
  doctorsOf: (count: number) => (count === 1 ? 'See its doctor' : `See its ${count} doctors`),
  waysGroup: 'More ways to find care',
  nothingFound: (text: string) => `Nothing matches “${text}”`,
  nothingFoundHint: 'Check the spelling, or try a part of the body such as “knee” or “heart”.',
  allSpecialities: { label: 'Browse all specialities', detail: 'Every department, A to Z' },
  appointment: {
    label: 'Book an appointment',
    detail: 'Tell us what you need and we will find the right doctor',
  },
  found: ({ doctors, specialities }: { doctors: number; specialities: number }) => {
    const doctorWords = doctors === 1 ? '1 doctor' : `${doctors} doctors`;
    const specialityWords = specialities === 1 ? '1 speciality' : `${specialities} specialities`;
    if (specialities === 0) return `${doctorWords} found`;
    if (doctors === 0) return `${specialityWords} found`;
    return `${doctorWords} and ${specialityWords} found`;
  },
  noneFound: (text: string) =>
    `Nothing found for “${text}”. You can browse all specialities or book an appointment.`,
};
