import { createHospitalApi } from './client';
import { DEFAULT_ERROR_MESSAGE, HospitalApiError } from './errors';
import type { Transport } from './transport';

type Responses = Record<string, unknown>;

/** A transport that answers each path from a table, or fails the way the upstream would. */
function fakeTransport(
  responses: Responses,
  imageOrigin: string | null = 'https://api.example.org',
) {
  const calls: { path: string; query?: Record<string, string | number | undefined> }[] = [];
  const transport: Transport = {
    imageOrigin,
    async get(path, { query }) {
      calls.push({ path, query });
      const body = responses[path];
      if (body instanceof HospitalApiError) throw body;
      if (body === undefined) throw new HospitalApiError('Not found', { status: 404, path });
      return body;
    },
  };
  return { transport, calls };
}

const rawDoctor = {
  _id: 'd1',
  name: ' Dr. Meera Lamba ',
  slug: 'dr-meera-lamba',
  images: 'https://img.example.net/meera.jpg',
  category: 'Cardiology',
  city: 'GT Road Amritsar , Pathankot,',
  education: 'MBBS, MD',
  about: 'Interventional cardiologist.',
  experience: '14 years',
  meta: 'Dr. Meera Lamba - Cardiologist',
  metades: 'Book an appointment with Dr. Meera Lamba.',
  additionalDescription: '<p>Expert</p>',
  internalNotes: 'never shown',
};

describe('doctor records', () => {
  it('normalise a doctor: trimmed name, city list, years, SEO fields, and no unknown fields', async () => {
    const { transport } = fakeTransport({
      '/products-get': { products: [rawDoctor], message: 'ok' },
    });
    const [doctor] = await createHospitalApi(transport).getDoctors();
    expect(doctor).toEqual({
      id: 'd1',
      name: 'Dr. Meera Lamba',
      slug: 'dr-meera-lamba',
      image: 'https://img.example.net/meera.jpg',
      category: 'Cardiology',
      cities: ['GT Road Amritsar', 'Pathankot'],
      education: 'MBBS, MD',
      about: 'Interventional cardiologist.',
      experienceYears: 14,
      seo: {
        title: 'Dr. Meera Lamba - Cardiologist',
        description: 'Book an appointment with Dr. Meera Lamba.',
      },
      additionalDescriptionHtml: '<p>Expert</p>',
    });
    expect(doctor).not.toHaveProperty('internalNotes');
  });

  it('leave out a record without a slug but keep the others', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { transport } = fakeTransport({
      '/products-get': { products: [{ name: 'No slug' }, rawDoctor, 'junk'] },
    });
    const doctors = await createHospitalApi(transport).getDoctors();
    expect(doctors.map((d) => d.slug)).toEqual(['dr-meera-lamba']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('left out 2 of 3'));
    warn.mockRestore();
  });

  it('resolve image paths on the API origin and drop unusable ones', async () => {
    const { transport } = fakeTransport({
      '/products-get': {
        products: [
          { ...rawDoctor, slug: 'a', images: '/uploads/a.jpg' },
          { ...rawDoctor, slug: 'b', images: '//cdn.example.com/b.png' },
          { ...rawDoctor, slug: 'c', images: 'javascript:alert(1)' },
          { ...rawDoctor, slug: 'd', images: ['', 'https://x.example/d.webp'] },
        ],
      },
    });
    const images = (await createHospitalApi(transport).getDoctors()).map((d) => d.image);
    expect(images).toEqual([
      'https://api.example.org/uploads/a.jpg',
      'https://cdn.example.com/b.png',
      null,
      'https://x.example/d.webp',
    ]);
  });

  it('keep root-relative images for the embedded catalogue, served by the site itself', async () => {
    const { transport } = fakeTransport(
      { '/products-get': { products: [{ ...rawDoctor, images: '/catalogue/doctors/x.svg' }] } },
      null,
    );
    const [doctor] = await createHospitalApi(transport).getDoctors();
    expect(doctor?.image).toBe('/catalogue/doctors/x.svg');
  });

  it('read a doctor by slug, and answer null when the API says 404 or sends no product', async () => {
    const { transport, calls } = fakeTransport({
      '/product-get-slug/dr-meera-lamba': { product: rawDoctor },
      '/product-get-slug/empty': { product: null, message: 'none' },
    });
    const api = createHospitalApi(transport);
    expect((await api.getDoctorBySlug('dr-meera-lamba'))?.name).toBe('Dr. Meera Lamba');
    expect(await api.getDoctorBySlug('empty')).toBeNull();
    expect(await api.getDoctorBySlug('missing')).toBeNull();
    expect(calls.map((c) => c.path)).toContain('/product-get-slug/missing');
  });

  it('encode path parameters and pass the city as a query', async () => {
    const { transport, calls } = fakeTransport({
      '/doctor-by-category/Orthopaedics%20%26%20Joint%20Replacement': { doctor: [rawDoctor] },
      '/get-doctor-city': { doctorCityData: [rawDoctor] },
    });
    const api = createHospitalApi(transport);
    expect(await api.getDoctorsByCategory('Orthopaedics & Joint Replacement')).toHaveLength(1);
    expect(await api.getDoctorsByCity('Pathankot')).toHaveLength(1);
    expect(calls[1]).toEqual({ path: '/get-doctor-city', query: { city: 'Pathankot' } });
  });
});

describe('category list, both readings', () => {
  const categories = [
    { _id: 'c1', name: 'Cardiology', slug: 'cardiology', image: '/img/c.png' },
    { _id: 'c2', name: 'Critical Care', slug: 'critical-care', images: ['/img/cc.png'] },
  ];

  it('read `categorys` (site-core reading), with no total', async () => {
    const { transport } = fakeTransport({
      '/category-get': { categorys: categories, message: 'ok' },
    });
    const page = await createHospitalApi(transport).searchCategories({ page: 1, pageSize: 5 });
    expect(page.items.map((c) => c.name)).toEqual(['Cardiology', 'Critical Care']);
    expect(page.items[1]?.image).toBe('https://api.example.org/img/cc.png');
    expect(page.total).toBeNull();
  });

  it('read `categoryData` with `totalCategory` (content-pages reading)', async () => {
    const { transport } = fakeTransport({
      '/category-get': { categoryData: categories, totalCategory: '27' },
    });
    const page = await createHospitalApi(transport).searchCategories({
      page: 2,
      pageSize: 10,
      search: ' car ',
    });
    expect(page).toMatchObject({ page: 2, pageSize: 10, total: 27 });
    expect(page.items).toHaveLength(2);
  });

  it('send page, parPage and the search under both parameter names', async () => {
    const { transport, calls } = fakeTransport({ '/category-get': { categorys: [] } });
    await createHospitalApi(transport).searchCategories({ page: 3, pageSize: 5, search: 'neuro' });
    expect(calls[0]?.query).toEqual({
      page: 3,
      parPage: 5,
      searchValue: 'neuro',
      searchQuery: 'neuro',
    });
  });

  it('read all categories without a query, in either reading', async () => {
    for (const body of [
      { categorys: categories },
      { categoryData: categories, totalCategory: 2 },
    ]) {
      const { transport, calls } = fakeTransport({ '/category-get': body });
      expect((await createHospitalApi(transport).getAllCategories()).map((c) => c.slug)).toEqual([
        'cardiology',
        'critical-care',
      ]);
      expect(calls[0]?.query).toBeUndefined();
    }
  });

  it('treat a response without a list as an empty list, and a non-list as a broken response', async () => {
    const empty = fakeTransport({ '/category-get': { message: 'No categories' } });
    expect(await createHospitalApi(empty.transport).getAllCategories()).toEqual([]);
    const broken = fakeTransport({ '/category-get': { categorys: 'oops' } });
    await expect(createHospitalApi(broken.transport).getAllCategories()).rejects.toThrow(
      DEFAULT_ERROR_MESSAGE,
    );
  });
});

describe('single speciality', () => {
  it('normalise overview, videos, patient stories and FAQs', async () => {
    const { transport } = fakeTransport({
      '/single-speciality/cardiology': {
        specialityPage: {
          _id: 'c1',
          name: 'Cardiology',
          slug: 'cardiology',
          image: 'https://img.example.net/c.png',
          images: ['https://img.example.net/hero.png'],
          meta: 'Cardiology',
          metades: 'Heart care',
          description: ['<p>One</p>', '<p>Two</p>', 7],
          exVideo: 'https://www.youtube.com/watch?v=abcdefghijk',
          patientVideo: 'https://youtu.be/ABCDEFGHIJK',
          patient: [
            { link: 'https://youtu.be/zzzzzzzzzzz', description: 'A story' },
            { link: '', description: 'No video' },
          ],
          faq: [
            { heading: 'Q1?', description: 'A1' },
            { question: 'Q2?', answer: 'A2' },
            { description: 'no question' },
          ],
        },
      },
    });
    const speciality = await createHospitalApi(transport).getSpeciality('cardiology');
    expect(speciality).toMatchObject({
      name: 'Cardiology',
      image: 'https://img.example.net/c.png',
      images: ['https://img.example.net/hero.png'],
      seo: { title: 'Cardiology', description: 'Heart care' },
      overviewHtml: ['<p>One</p>', '<p>Two</p>'],
      explainedVideo: { embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk' },
      patientVideo: { embedUrl: 'https://www.youtube-nocookie.com/embed/ABCDEFGHIJK' },
      patientStories: [
        {
          description: 'A story',
          video: { embedUrl: 'https://www.youtube-nocookie.com/embed/zzzzzzzzzzz' },
        },
      ],
      faqs: [
        { question: 'Q1?', answer: 'A1' },
        { question: 'Q2?', answer: 'A2' },
      ],
    });
  });

  it('answer null for an unknown speciality', async () => {
    const { transport } = fakeTransport({});
    expect(await createHospitalApi(transport).getSpeciality('nope')).toBeNull();
  });
});

describe('blog list, both readings', () => {
  const blogs = [
    {
      _id: 'b1',
      name: 'Knee pain',
      slug: 'knee-pain',
      type: 'Health Tips',
      category: 'Orthopaedics',
      description: '<p>Knee &amp; joint <strong>care</strong></p>',
      images: ['/t.png', '/m.png'],
      date: '2026-03-04T10:00:00.000Z',
    },
  ];

  it('read `blogData` (site-core reading)', async () => {
    const { transport, calls } = fakeTransport({ '/blog-gets': { blogData: blogs } });
    const page = await createHospitalApi(transport).searchBlogs({
      page: 1,
      pageSize: 6,
      search: 'knee',
    });
    expect(calls[0]?.query).toEqual({ page: 1, pageSize: 6, searchValue: 'knee' });
    expect(page.total).toBeNull();
    expect(page.items[0]).toMatchObject({
      slug: 'knee-pain',
      thumbnail: 'https://api.example.org/t.png',
      mainImage: 'https://api.example.org/m.png',
      date: '2026-03-04',
      text: 'Knee & joint care',
    });
  });

  it('read `blogs` with `totalBlogs` (content-pages reading)', async () => {
    const { transport } = fakeTransport({ '/blog-gets': { blogs, totalBlogs: 31 } });
    const page = await createHospitalApi(transport).searchBlogs();
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 31 });
    expect(page.items).toHaveLength(1);
  });

  it('read a single blog with FAQs', async () => {
    const { transport } = fakeTransport({
      '/single-blog/knee-pain': {
        blogPage: {
          ...blogs[0],
          meta: 'M',
          metades: 'D',
          faq: [{ heading: 'Q', description: 'A' }],
        },
      },
    });
    const blog = await createHospitalApi(transport).getBlog('knee-pain');
    expect(blog).toMatchObject({
      seo: { title: 'M', description: 'D' },
      faqs: [{ question: 'Q', answer: 'A' }],
    });
    expect(blog?.descriptionHtml).toContain('<strong>care</strong>');
  });
});

describe('media, videos and careers', () => {
  it('normalise awards (one image), news and events (image lists)', async () => {
    const { transport } = fakeTransport({
      '/awards-get': {
        awards: [
          {
            _id: 'a1',
            name: 'Quality award',
            location: 'Amritsar',
            date: '18-03-2025',
            images: '/a.png',
          },
        ],
      },
      '/newss-get': {
        newss: [
          {
            _id: 'n1',
            name: 'New unit',
            location: 'Srinagar',
            date: '2025-01-02',
            images: ['/n1.png', '/n2.png'],
          },
        ],
      },
      '/events-get': {
        events: [
          { _id: 'e1', name: 'Health camp', location: 'Pathankot', date: 'soon', images: [] },
        ],
      },
    });
    const api = createHospitalApi(transport);
    expect(await api.getAwards()).toEqual([
      {
        id: 'a1',
        name: 'Quality award',
        location: 'Amritsar',
        date: '2025-03-18',
        image: 'https://api.example.org/a.png',
      },
    ]);
    expect((await api.getNews())[0]?.images).toEqual([
      'https://api.example.org/n1.png',
      'https://api.example.org/n2.png',
    ]);
    expect((await api.getEvents())[0]).toMatchObject({ date: null, images: [] });
  });

  it('turn watch and short links into embed addresses, and anything else into no video', async () => {
    const { transport } = fakeTransport({
      '/get-video': {
        videoData: [
          {
            _id: 'v1',
            name: 'Tour',
            type: 'Our Video',
            videoLink: 'https://www.youtube.com/watch?v=abcdefghijk&t=10',
          },
          {
            _id: 'v2',
            name: 'Story',
            type: 'Patients Stories',
            videoLink: 'https://youtu.be/ABCDEFGHIJK?si=x',
          },
          { _id: 'v3', name: 'Elsewhere', type: 'Our Video', videoLink: 'https://vimeo.com/1234' },
        ],
      },
    });
    const videos = await createHospitalApi(transport).getVideos();
    expect(videos.map((v) => v.video.embedUrl)).toEqual([
      'https://www.youtube-nocookie.com/embed/abcdefghijk',
      'https://www.youtube-nocookie.com/embed/ABCDEFGHIJK',
      null,
    ]);
    expect(videos.map((v) => v.type)).toEqual(['Our Video', 'Patients Stories', 'Our Video']);
  });

  it('normalise careers with experience in years', async () => {
    const { transport } = fakeTransport({
      '/careers-get': {
        careers: [
          {
            _id: 'j1',
            name: 'Staff Nurse',
            slug: 'staff-nurse',
            description: 'ICU',
            type: 'Full-time',
            experience: 3,
          },
        ],
        message: 'ok',
      },
    });
    expect(await createHospitalApi(transport).getCareers()).toEqual([
      {
        id: 'j1',
        name: 'Staff Nurse',
        slug: 'staff-nurse',
        description: 'ICU',
        type: 'Full-time',
        experienceYears: 3,
      },
    ]);
  });
});

describe('failures', () => {
  it('pass on the server errorMessage of a failed call', async () => {
    const { transport } = fakeTransport({
      '/awards-get': new HospitalApiError('Database offline', { status: 500, path: '/awards-get' }),
    });
    await expect(createHospitalApi(transport).getAwards()).rejects.toMatchObject({
      name: 'HospitalApiError',
      message: 'Database offline',
      status: 500,
    });
  });

  it("use 'An error occurred' when the response is not an object", async () => {
    const { transport } = fakeTransport({ '/careers-get': ['not', 'an', 'object'] });
    await expect(createHospitalApi(transport).getCareers()).rejects.toThrow('An error occurred');
  });

  it('propagate a failure of a single-record call that is not a 404', async () => {
    const { transport } = fakeTransport({
      '/single-blog/x': new HospitalApiError(DEFAULT_ERROR_MESSAGE, {
        status: 503,
        path: '/single-blog/x',
      }),
    });
    await expect(createHospitalApi(transport).getBlog('x')).rejects.toBeInstanceOf(
      HospitalApiError,
    );
  });
});
