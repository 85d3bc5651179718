/** @jest-environment node */
import { HospitalApiError } from '@/lib/hospital-api/errors';
import { homeAwardsShown, homeVideosShown } from '@/content/home';
import type { Award, Video } from '@/lib/hospital-api';
import { loadHomeData } from './data';

jest.mock('@/lib/hospital-api', () => {
  const actual = jest.requireActual('@/lib/hospital-api');
  return { ...actual, getAwards: jest.fn(actual.getAwards), getVideos: jest.fn(actual.getVideos) };
});

const api = jest.requireMock('@/lib/hospital-api');
const failure = (path: string) =>
  new HospitalApiError('An error occurred', { status: 500, path: `/api/${path}` });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the home page data', () => {
  it('asks for five specialities and five blogs, and splits the videos by type', async () => {
    const data = await loadHomeData({ featuredDoctors: 8 });
    expect(data.specialities).toHaveLength(5);
    expect(data.blogs).toHaveLength(5);
    expect(data.doctors).toHaveLength(8);
    expect(data.awards.length).toBeGreaterThan(0);
    expect(data.patientStories.length).toBeGreaterThan(0);
    expect(data.patientStories.every((video) => video.type === 'Patients Stories')).toBe(true);
    expect(data.videos.length).toBeGreaterThan(0);
    expect(data.videos.every((video) => video.type === 'Our Video')).toBe(true);
  });

  it('shows the newest awards and the first of its videos and stories, however many the API sends', async () => {
    // Fifty awards out of date order (one undated), forty of the hospital's videos, nine stories.
    const awards: Award[] = Array.from({ length: 50 }, (_, index) => ({
      id: `award-${index}`,
      name: `Award ${index}`,
      location: 'Amritsar',
      date: index === 7 ? null : `${2000 + ((index * 17) % 50)}-01-01`,
      image: null,
    }));
    const video = (type: string, index: number): Video => ({
      id: `${type}-${index}`,
      name: `${type} ${index}`,
      type,
      video: { url: 'https://www.youtube.com/watch?v=abcdefghijk', embedUrl: null },
    });
    api.getAwards.mockResolvedValueOnce(awards);
    api.getVideos.mockResolvedValueOnce([
      ...Array.from({ length: 40 }, (_, index) => video('Our Video', index)),
      ...Array.from({ length: 9 }, (_, index) => video('Patients Stories', index)),
    ]);
    const data = await loadHomeData({ featuredDoctors: 8 });

    const dates = awards.map((award) => award.date).filter((date) => date !== null);
    const newest = [...dates].sort().reverse().slice(0, homeAwardsShown);
    expect(data.awards.map((award) => award.date)).toEqual(newest);
    expect(data.videos.map((item) => item.name)).toEqual(
      Array.from({ length: homeVideosShown }, (_, index) => `Our Video ${index}`),
    );
    expect(data.patientStories.map((item) => item.name)).toEqual(
      Array.from({ length: homeVideosShown }, (_, index) => `Patients Stories ${index}`),
    );
  });

  it('leaves out only the part whose call failed', async () => {
    api.getAwards.mockRejectedValueOnce(failure('awards-get'));
    const data = await loadHomeData({ featuredDoctors: 8 });
    expect(data.awards).toEqual([]);
    expect(data.specialities).toHaveLength(5);
    expect(data.blogs).toHaveLength(5);
    expect(data.doctors).toHaveLength(8);
    expect(data.videos.length).toBeGreaterThan(0);
  });

  it('does not swallow errors that are not the API failing', async () => {
    api.getVideos.mockRejectedValueOnce(new TypeError('a bug'));
    await expect(loadHomeData({ featuredDoctors: 8 })).rejects.toThrow('a bug');
  });
});
