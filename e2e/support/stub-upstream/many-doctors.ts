// A large hospital group for load and size tests: the catalogue's doctors, then numbered copies
// of them (own id, name and slug) up to the total asked for.

type DoctorRecord = Record<string, unknown>;

/** The doctors, extended with numbered copies to `total`; the catalogue's own when it is not more. */
export function withGeneratedDoctors(
  doctors: readonly DoctorRecord[],
  total: number,
): DoctorRecord[] {
  if (!Number.isInteger(total) || total < 0)
    throw new TypeError(`stub-upstream: doctors total must be a whole number, not ${total}`);
  if (doctors.length === 0 || total <= doctors.length) return [...doctors];
  const copies = Array.from({ length: total - doctors.length }, (_, index) => {
    const number = doctors.length + index + 1;
    const source = doctors[index % doctors.length]!;
    return {
      ...source,
      _id: `generated-${number}`,
      name: `${String(source.name)} ${number}`,
      slug: `${String(source.slug)}-${number}`,
      meta: '',
      metades: '',
    };
  });
  return [...doctors, ...copies];
}
