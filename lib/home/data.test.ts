/** @jest-environment node */
import { HospitalApiError } from '@/lib/hospital-api/errors';
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
