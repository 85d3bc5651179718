import 'server-only';
import {
  getAwards,
  getDoctors,
  getVideos,
  orFallback,
  searchBlogs,
  searchCategories,
  type Video,
} from '@/lib/hospital-api';
import { homeAwardsShown, homeVideosShown } from '@/content/home';
import { newestFirst } from '@/lib/dates';

/** The home page's category and blog requests: page 1, page size 5 (spec). */
export const HOME_SPECIALITIES = { page: 1, pageSize: 5 } as const;
export const HOME_BLOGS = { page: 1, pageSize: 5 } as const;

/** Videos the API labels as patients' stories ('Patients Stories', or a near spelling). */
function isPatientStory(video: Video): boolean {
  return /patients?'?\s*stor/i.test(video.type);
}

/**
 * Everything the home page shows from the hospital API, fetched in parallel. Each part stands
 * alone: when one call fails (and has no last good answer), its section is left out and the
 * rest of the page renders.
 */
export async function loadHomeData({ featuredDoctors }: { featuredDoctors: number }) {
  const [specialities, doctors, awards, videos, blogs] = await Promise.all([
    orFallback(
      searchCategories(HOME_SPECIALITIES).then((page) =>
        page.items.slice(0, HOME_SPECIALITIES.pageSize),
      ),
      [],
    ),
    orFallback(getDoctors(), []),
    orFallback(getAwards(), []),
    orFallback(getVideos(), []),
    orFallback(
      searchBlogs(HOME_BLOGS).then((page) => page.items.slice(0, HOME_BLOGS.pageSize)),
      [],
    ),
  ]);
  return {
    specialities,
    doctors: doctors.slice(0, featuredDoctors),
    awards: newestFirst(awards).slice(0, homeAwardsShown),
    patientStories: videos.filter(isPatientStory).slice(0, homeVideosShown),
    videos: videos.filter((video) => !isPatientStory(video)).slice(0, homeVideosShown),
    blogs,
  };
}

/** What the home page shows from the hospital API. */
export type HomeData = Awaited<ReturnType<typeof loadHomeData>>;
