import type { Doctor } from '@/lib/hospital-api/types';
import { doctorPath, doctorsPath } from '@/content/routes';
import { homeCrumb, type Crumb } from '@/lib/seo/breadcrumbs';
import type { PageMetadataInput } from '@/lib/seo/metadata';
import { site } from '@/content/site';

/**
 * A doctor page's title and description: the doctor's own meta and metades when the API has
 * them, else name and speciality, and about. The title gains the brand as every page's does.
 */
export function doctorSeo(doctor: Doctor): Pick<PageMetadataInput, 'title' | 'description'> {
  return {
    title: doctor.seo.title || `${doctor.name}${doctor.category ? `, ${doctor.category}` : ''}`,
    description: doctor.seo.description || doctor.about || `${doctor.name} at ${site.brand}.`,
  };
}

/** Home, Doctors, the doctor (spec): drawn on the page and given to search engines. */
export function doctorBreadcrumb(doctor: Pick<Doctor, 'name' | 'slug'>): [Crumb, Crumb, Crumb] {
  return [
    homeCrumb,
    { name: 'Doctors', path: doctorsPath() },
    { name: doctor.name, path: doctorPath(doctor.slug) },
  ];
}
