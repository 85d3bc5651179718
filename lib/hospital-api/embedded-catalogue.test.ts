import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FOOTER_SPECIALITY_NAMES } from '@/content/navigation';
import awards from '@/content/catalogue/awards.json';
import blogs from '@/content/catalogue/blogs.json';
import careers from '@/content/catalogue/careers.json';
import categories from '@/content/catalogue/categories.json';
import doctors from '@/content/catalogue/doctors.json';
import events from '@/content/catalogue/events.json';
import news from '@/content/catalogue/news.json';
import videos from '@/content/catalogue/videos.json';
import { site } from '@/content/site';
import { createHospitalApi } from './client';
import { answerCatalogueRequest, type Catalogue } from './catalogue-router';
import type { Transport } from './transport';

// The embedded catalogue is the site's default data: every record must pass the same
// validation as upstream data (nothing silently dropped) and it must cover what pages need.

const catalogue: Catalogue = { doctors, categories, blogs, awards, news, events, videos, careers };
const transport: Transport = {
  imageOrigin: null,
  get: async (path, { query }) => answerCatalogueRequest(catalogue, path, query),
};
const api = createHospitalApi(transport);

const FOOTER_SPECIALITIES = FOOTER_SPECIALITY_NAMES;

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  expect(console.warn).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

describe('embedded catalogue', () => {
  it('has at least 40 valid doctors spread over all six units, some at two', async () => {
    const all = await api.getDoctors();
    expect(all.length).toBe(doctors.length);
    expect(all.length).toBeGreaterThanOrEqual(40);
    for (const unit of site.units) {
      expect((await api.getDoctorsByCity(unit.apiCity)).length).toBeGreaterThanOrEqual(5);
    }
    expect(all.filter((d) => d.cities.length > 1).length).toBeGreaterThanOrEqual(4);
    for (const doctor of all) {
      expect(doctor).toMatchObject({ image: expect.stringMatching(/^\/catalogue\//) });
      expect(doctor.education).not.toBe('');
      expect(doctor.about).not.toBe('');
      expect(doctor.experienceYears).toEqual(expect.any(Number));
      expect(doctor.additionalDescriptionHtml).toMatch(/^<.+>$/s);
    }
    expect(all.some((d) => d.seo.title === '')).toBe(true);
  });

  it('has at least 24 specialities, including the ten of the footer, each with doctors, overview, six FAQs and videos', async () => {
    const all = await api.getAllCategories();
    expect(all.length).toBeGreaterThanOrEqual(24);
    const names = all.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(FOOTER_SPECIALITIES));
    for (const summary of all) {
      const speciality = await api.getSpeciality(summary.slug);
      expect(speciality?.overviewHtml.length).toBeGreaterThanOrEqual(2);
      expect(speciality?.faqs).toHaveLength(6);
      expect(speciality?.explainedVideo?.embedUrl).toEqual(expect.any(String));
    }
    for (const name of FOOTER_SPECIALITIES) {
      expect((await api.getDoctorsByCategory(name)).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('has at least 14 dated blogs with categories and FAQs', async () => {
    const { items, total } = await api.searchBlogs({ page: 1, pageSize: 100 });
    expect(total).toBeGreaterThanOrEqual(14);
    for (const summary of items) {
      expect(summary.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(summary.category).not.toBe('');
      const blog = await api.getBlog(summary.slug);
      expect(blog?.faqs.length).toBeGreaterThanOrEqual(1);
      expect(blog?.images.length).toBe(2);
    }
  });

  it('has at least 8 awards, news items and events with images, videos of both types, and 5 careers', async () => {
    expect((await api.getAwards()).filter((a) => a.image && a.date).length).toBeGreaterThanOrEqual(
      8,
    );
    expect(
      (await api.getNews()).filter((n) => n.images.length > 0 && n.date).length,
    ).toBeGreaterThanOrEqual(8);
    expect(
      (await api.getEvents()).filter((e) => e.images.length > 0 && e.date).length,
    ).toBeGreaterThanOrEqual(8);
    const allVideos = await api.getVideos();
    expect(allVideos.some((v) => v.type === 'Our Video' && v.video.url.includes('watch?v='))).toBe(
      true,
    );
    expect(
      allVideos.some((v) => v.type === 'Patients Stories' && v.video.url.includes('youtu.be/')),
    ).toBe(true);
    expect((await api.getCareers()).length).toBeGreaterThanOrEqual(5);
  });

  it('refers only to images that exist in public/', () => {
    const publicDir = join(__dirname, '..', '..', 'public');
    const referenced = JSON.stringify(catalogue).match(/\/catalogue\/[^"]+/g) ?? [];
    expect(referenced.length).toBeGreaterThan(100);
    const missing = referenced.filter((path) => !existsSync(join(publicDir, path)));
    expect(missing).toEqual([]);
  });
});
