/** @jest-environment node */
import { NextRequest } from 'next/server';
import { getAllCategories, getDoctors, HospitalApiError } from '@/lib/hospital-api';
import { SUGGESTION_LIMIT } from '@/lib/doctors/search';
import { GET } from './route';

jest.mock('@/lib/hospital-api', () => {
  const { HospitalApiError } = jest.requireActual('@/lib/hospital-api/errors');
  const orFallback = async (call: Promise<unknown>, fallback: unknown) => {
    try {
      return await call;
    } catch {
      return fallback;
    }
  };
  return { getDoctors: jest.fn(), getAllCategories: jest.fn(), orFallback, HospitalApiError };
});

const doctors = jest.mocked(getDoctors);
const categories = jest.mocked(getAllCategories);
const speciality = (name: string) => ({
  id: name,
  name,
  slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  image: null,
});

const doctor = (name: string, category = 'Cardiology') => ({
  id: name,
  name,
  slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  category,
  cities: ['Pathankot'],
  image: null,
  education: '',
  about: '',
  experienceYears: null,
  seo: { title: '', description: '' },
  additionalDescriptionHtml: '',
});

const suggest = (q: string) =>
  GET(new NextRequest(`http://localhost/api/doctors/suggest?q=${encodeURIComponent(q)}`));

beforeEach(() => {
  doctors.mockReset();
  doctors.mockResolvedValue([doctor('Dr. Gurpreet Singh'), doctor('Dr. Tanvi Arora')]);
  categories.mockReset();
  categories.mockResolvedValue([speciality('Cardiology'), speciality('Dermatology')]);
});

describe('GET /api/doctors/suggest', () => {
  it('answers the doctors whose name contains the text, with a short public cache', async () => {
    const response = await suggest('  PREET ');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(await response.json()).toEqual({
      doctors: [{ name: 'Dr. Gurpreet Singh', slug: 'dr-gurpreet-singh', category: 'Cardiology' }],
      doctorCount: 1,
      specialities: [],
    });
  });

  it('answers the specialities a common word names, with their doctors', async () => {
    const response = await suggest('heart');
    expect(await response.json()).toEqual({
      doctors: [],
      doctorCount: 0,
      specialities: [
        {
          name: 'Cardiology',
          slug: 'cardiology',
          doctorCount: 2,
          doctors: [
            { name: 'Dr. Gurpreet Singh', slug: 'dr-gurpreet-singh', category: 'Cardiology' },
            { name: 'Dr. Tanvi Arora', slug: 'dr-tanvi-arora', category: 'Cardiology' },
          ],
        },
      ],
    });
  });

  it('still answers the doctors when the specialities cannot be read', async () => {
    categories.mockRejectedValue(
      new HospitalApiError('An error occurred', { status: 500, path: '/category-get' }),
    );
    const response = await suggest('heart');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ doctors: [], doctorCount: 0, specialities: [] });
  });

  it('answers empty lists for a blank text without asking the hospital API', async () => {
    const response = await suggest('   ');
    expect(await response.json()).toEqual({ doctors: [], doctorCount: 0, specialities: [] });
    expect(doctors).not.toHaveBeenCalled();
  });

  it('caps the list and the text, and counts every doctor the text names', async () => {
    doctors.mockResolvedValue(Array.from({ length: 30 }, (_, i) => doctor(`Dr. Kaur ${i}`)));
    const answer = await (await suggest('kaur')).json();
    expect(answer.doctors).toHaveLength(SUGGESTION_LIMIT);
    expect(answer.doctorCount).toBe(30);
    expect((await (await suggest(`kaur${' x'.repeat(100)}`)).json()).doctors).toEqual([]);
  });

  it('answers 503 with no doctors when the hospital API fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    doctors.mockRejectedValue(
      new HospitalApiError('An error occurred', { status: 500, path: '/doctors' }),
    );
    const response = await suggest('preet');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ doctors: [], doctorCount: 0, specialities: [] });
  });
});
