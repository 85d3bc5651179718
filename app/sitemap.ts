import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/env';
import { getCareers, getDoctors, orFallback } from '@/lib/hospital-api';

export const revalidate = 3600;

/** The pages search engines should know, with every doctor and every open job. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl();
  const [doctors, careers] = await Promise.all([orFallback(getDoctors(), []), orFallback(getCareers(), [])]);
  const pages = ['/', '/doctors', '/doctor', '/appointment', '/contact-us', '/careers'];
  return [
    ...pages.map((path) => ({ url: `${origin}${path}`, changeFrequency: 'weekly' as const, priority: path === '/' ? 1 : 0.8 })),
    ...doctors.map((doctor) => ({ url: `${origin}/doctor/${encodeURIComponent(doctor.slug)}`, changeFrequency: 'monthly' as const, priority: 0.7 })),
    ...careers.map((job) => ({ url: `${origin}/careers/${encodeURIComponent(job.slug)}`, changeFrequency: 'weekly' as const, priority: 0.5 })),
  ];
}
