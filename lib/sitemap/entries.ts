import { centreEntries } from '@/content/centres';
import { legalEntries } from '@/content/legal';
import { serviceEntries } from '@/content/services';
import { BLOGS_PAGE_SIZE } from '@/content/blogs-page';
import { unitEntries } from '@/content/units';
import { covers } from '@/lib/empanelments/cover';
import { directoryIndex } from '@/lib/doctors/directory';
import { DOCTORS_PAGE_SIZE } from '@/lib/doctors/query';
import { SPECIALITIES_PAGE_SIZE } from '@/lib/specialities/list';
import { locales } from '@/lib/i18n/locales';
import { languageAlternates, localePath } from '@/lib/i18n/paths';
import { getAllBlogs, getAllCategories, getCareers, getDoctors } from '@/lib/hospital-api';
import {
  aboutPath,
  absoluteUrl,
  academicsPath,
  allAwardsPath,
  allEventsPath,
  allNewsPath,
  appointmentPath,
  blogPath,
  blogsPath,
  careerPath,
  careersPath,
  contactPath,
  csrPath,
  doctorLocatorPath,
  doctorPath,
  doctorsPath,
  emergencyPath,
  empanelmentsPath,
  empanelmentPath,
  coverCheckPath,
  galleryPath,
  homePath,
  hospitalsPath,
  internationalPatientsPath,
  leadershipPath,
  modelOfCarePath,
  packagesPath,
  sitePagePath,
  specialitiesPath,
  specialityPath,
  statutoryReportPath,
  requestStatusPath,
  myDataPath,
  unitPath,
} from '@/content/routes';

/** One address of the sitemap. */
export interface SitemapEntry {
  url: string;
  lastModified: string;
  changeFrequency: 'weekly' | 'monthly';
  priority: number;
  /** A translated page and its English twin: every language's address, by language tag. */
  alternates?: { languages: Record<string, string> };
}

/**
 * A page's entries: the English address, and its Punjabi and Hindi twins where it has them, each
 * naming all three (and English as x-default), as search engines ask of every one of them.
 */
function entriesOf(origin: string, path: string, entry: Omit<SitemapEntry, 'url'>): SitemapEntry[] {
  const languages = languageAlternates(path);
  if (!languages) return [{ url: absoluteUrl(origin, path), ...entry }];
  const alternates = {
    languages: Object.fromEntries(
      Object.entries(languages).map(([tag, address]) => [tag, absoluteUrl(origin, address)]),
    ),
  };
  return locales.map((locale) => ({
    url: absoluteUrl(origin, localePath(locale, path)),
    ...entry,
    alternates,
  }));
}

/** When this build was made: the last change we can vouch for on a page that has no date. */
const BUILT = process.env.BUILD_TIME ?? new Date().toISOString();

/**
 * The pages search engines should know, with every doctor, speciality, blog post and open job.
 * No fallback: when the catalogue cannot be read at all, an error keeps the last good sitemap (or
 * tells crawlers to come back), where a short one would tell them the doctors' pages are gone.
 */
export async function sitemapEntries(origin: string): Promise<SitemapEntry[]> {
  const [doctors, specialities, posts, careers] = await Promise.all([
    getDoctors(),
    getAllCategories(),
    getAllBlogs(),
    getCareers(),
  ]);
  // A list's later pages are pages of their own (each its own canonical address), so they are
  // listed too: 2 to the last.
  const laterPages = (count: number, size: number, path: (page: number) => string) =>
    Array.from({ length: Math.max(0, Math.ceil(count / size) - 1) }, (_, index) => path(index + 2));
  const pages = [
    homePath,
    ...laterPages(doctors.length, DOCTORS_PAGE_SIZE, (page) => doctorsPath({ page })),
    ...laterPages(specialities.length, SPECIALITIES_PAGE_SIZE, (page) =>
      specialitiesPath({ page }),
    ),
    ...laterPages(posts.length, BLOGS_PAGE_SIZE, (page) => blogsPath({ page })),
    doctorsPath(),
    specialitiesPath(),
    blogsPath(),
    doctorLocatorPath,
    // Each speciality at each location, as /doctor links to them.
    ...directoryIndex(doctors).flatMap(({ links }) => links.map((link) => link.path)),
    emergencyPath,
    appointmentPath,
    contactPath,
    careersPath,
    galleryPath,
    allAwardsPath,
    allNewsPath,
    allEventsPath,
    hospitalsPath,
    ...unitEntries.map((unit) => unitPath(unit.link)),
    ...serviceEntries.map((service) => sitePagePath(service.slug)),
    ...centreEntries.map((centre) => sitePagePath(centre.slug)),
    aboutPath,
    leadershipPath,
    modelOfCarePath,
    packagesPath,
    internationalPatientsPath,
    academicsPath,
    csrPath,
    empanelmentsPath,
    coverCheckPath(),
    ...covers.map((cover) => empanelmentPath(cover.slug)),
    statutoryReportPath,
    requestStatusPath,
    myDataPath,
    ...legalEntries.map((page) => sitePagePath(page.slug)),
  ];
  return [
    ...pages.flatMap((path) =>
      entriesOf(origin, path, {
        lastModified: BUILT,
        changeFrequency: 'weekly',
        priority: path === homePath ? 1 : 0.8,
      }),
    ),
    ...doctors.flatMap((doctor) =>
      entriesOf(origin, doctorPath(doctor.slug), {
        lastModified: BUILT,
        changeFrequency: 'monthly',
        priority: 0.7,
      }),
    ),
    ...specialities.flatMap((speciality) =>
      entriesOf(origin, specialityPath(speciality.slug), {
        lastModified: BUILT,
        changeFrequency: 'monthly',
        priority: 0.7,
      }),
    ),
    ...posts.flatMap((post) =>
      entriesOf(origin, blogPath(post.slug), {
        changeFrequency: 'monthly',
        priority: 0.6,
        lastModified: post.date ?? BUILT,
      }),
    ),
    ...careers.flatMap((job) =>
      entriesOf(origin, careerPath(job.slug), {
        lastModified: BUILT,
        changeFrequency: 'weekly',
        priority: 0.5,
      }),
    ),
  ];
}
