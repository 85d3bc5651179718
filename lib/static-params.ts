import { RECENT_POSTS_QUERY } from '@/content/blogs-page';
import { HospitalApiError, getAllCategories, getDoctors, searchBlogs } from '@/lib/hospital-api';

// The addresses a catalogue route renders at build time, shared by its page and its link preview.
// None when the upstream cannot be read during the build: those pages render on first visit.

async function orNone(load: () => Promise<{ slug: string }[]>): Promise<{ slug: string }[]> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof HospitalApiError) return [];
    throw error;
  }
}

/** Every doctor's profile. */
export const doctorParams = () =>
  orNone(async () => (await getDoctors()).map((doctor) => ({ slug: doctor.slug })));

/** Every speciality's page. */
export const specialityParams = () =>
  orNone(async () => (await getAllCategories()).map((category) => ({ slug: category.slug })));

/** The newest blog posts; any other renders on its first visit. */
export const recentBlogParams = () =>
  orNone(async () =>
    (await searchBlogs(RECENT_POSTS_QUERY)).items.map((blog) => ({ slug: blog.slug })),
  );

/**
 * No doctor listing (/doctor/{location}/{speciality}) ahead: each is rendered on its first visit
 * and then cached, like a doctor's page. Rendered on every request instead, the route could not
 * server-render its 404 (PageNotFound).
 */
export const doctorDirectoryParams = (): { slug: string; category: string }[] => [];
