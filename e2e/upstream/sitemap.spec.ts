import { expect, test, type APIRequestContext } from '../support/test';
import { PORTS, REVALIDATE_SECRET, STUB_ORIGIN } from '../../playwright.config';
import { catalogue } from '../support/catalogue';
import { renderFromStub, setStub } from '../support/stub-control';

// The sitemap of a site run against an upstream it has never seen: the stub, in both readings,
// with doctors, a speciality and a blog post that the embedded catalogue does not have. Every one
// of the stub's is listed, and nothing the embedded catalogue alone knows.

const DOCTORS = catalogue.doctors.length + 3;
const generatedDoctors = [1, 2, 3].map(
  (offset) => `${catalogue.doctors[offset - 1]!.slug}-${catalogue.doctors.length + offset}`,
);
const renamedPost = catalogue.blogs[0]!;
const renamedSpeciality = catalogue.categories[0]!;
const STUB_ONLY = '-from-the-upstream';

async function stubControl(path: string, body: object) {
  const response = await fetch(`${STUB_ORIGIN}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, path).toBe(true);
}

async function rename(collection: string, slug: string, to: string) {
  await stubControl('patch', { collection, match: { slug }, set: { slug: to } });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const pathsOf = (xml: string) => new Set(locs(xml).map((url) => new URL(url).pathname));

/** The sitemap once it is rendered from the stub as it is set now. */
async function sitemapFromStub(request: APIRequestContext): Promise<Set<string>> {
  let paths = new Set<string>();
  await renderFromStub(request, {
    visit: ['/sitemap.xml'],
    calls: ['/api/blog-gets', '/api/category-get'],
    ready: async () => {
      paths = pathsOf(await (await request.get('/sitemap.xml')).text());
      return (
        paths.has(`/doctor/${generatedDoctors[0]}`) &&
        paths.has(`/blog/${renamedPost.slug}${STUB_ONLY}`) &&
        paths.has(`/specialities/${renamedSpeciality.slug}${STUB_ONLY}`)
      );
    },
  });
  return paths;
}

test.describe.configure({ mode: 'serial' });

for (const reading of ['a', 'b'] as const) {
  test.describe(`in the ${reading === 'a' ? 'site-core' : 'content pages'} reading`, () => {
    test.beforeAll(async () => {
      await setStub({ reading, fault: null });
      await stubControl('doctors', { total: DOCTORS });
      await rename('blogs', renamedPost.slug, `${renamedPost.slug}${STUB_ONLY}`);
      await rename('categories', renamedSpeciality.slug, `${renamedSpeciality.slug}${STUB_ONLY}`);
    });

    test.afterAll(async () => {
      await stubControl('doctors', { total: null });
      await rename('blogs', `${renamedPost.slug}${STUB_ONLY}`, renamedPost.slug);
      await rename('categories', `${renamedSpeciality.slug}${STUB_ONLY}`, renamedSpeciality.slug);
      // The specs after this one start from the stub's own catalogue, not from the renamed one.
      const refreshed = await fetch(`http://127.0.0.1:${PORTS.upstream}/api/revalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
      });
      expect(refreshed.status).toBe(200);
    });

    test("lists the stub's doctors, specialities and blog posts, and no slug of the embedded catalogue alone", async ({
      request,
    }) => {
      const paths = await sitemapFromStub(request);
      for (const doctor of [...catalogue.doctors.map((entry) => entry.slug), ...generatedDoctors])
        expect(paths, doctor).toContain(`/doctor/${doctor}`);
      expect(paths).toContain(`/blog/${renamedPost.slug}${STUB_ONLY}`);
      expect(paths).not.toContain(`/blog/${renamedPost.slug}`);
      expect(paths).toContain(`/specialities/${renamedSpeciality.slug}${STUB_ONLY}`);
      expect(paths).not.toContain(`/specialities/${renamedSpeciality.slug}`);
      for (const post of catalogue.blogs.slice(1))
        expect(paths, post.slug).toContain(`/blog/${post.slug}`);
      for (const speciality of catalogue.categories.slice(1))
        expect(paths, speciality.slug).toContain(`/specialities/${speciality.slug}`);
    });

    test('lists only addresses that answer 200 directly', async ({ request }) => {
      const paths = await sitemapFromStub(request);
      for (const path of [
        `/doctor/${generatedDoctors[2]}`,
        `/blog/${renamedPost.slug}${STUB_ONLY}`,
        `/specialities/${renamedSpeciality.slug}${STUB_ONLY}`,
      ]) {
        expect(paths).toContain(path);
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
      }
    });
  });
}
