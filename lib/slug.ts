/** URL segment for a name: lowercase, '&' as 'and', every other run of non-alphanumerics as one hyphen. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Location and speciality segments of the directory: lowercase, spaces replaced by hyphens (spec). */
export function toPathSegment(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '-');
}
