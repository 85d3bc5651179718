import { expect, test } from '../support/test';
import { STUB_ORIGIN } from '../../playwright.config';
import { catalogue } from '../support/catalogue';
import { DATA_DIRS, humanTraps, storedSubmissions, uniqueName } from '../support/forms';
import { statusAnswerPath } from '../support/request-status';
import { renderFromStub, setStub } from '../support/stub-control';
import {
  englishWordsOutsideEnglish,
  TRANSLATED,
  TRANSLATED_PATHS,
  twinOf,
} from '../support/translations';

// Punjabi and Hindi against the stub upstream, in both readings of the API: the hospital API's
// records appear in English inside translated pages, and a request sent in Punjabi or Hindi is
// relayed with the spec's fields alone and answered on the status page in its language.

test.describe.configure({ mode: 'serial' });

const visitor = () => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

for (const reading of ['a', 'b'] as const) {
  test.describe(`in the ${reading === 'a' ? 'site-core' : 'content pages'} reading`, () => {
    test.beforeAll(async ({ request }) => {
      await setStub({ reading, fault: null });
      await renderFromStub(request, {
        visit: TRANSLATED.map((language) => `/${language.locale}`),
        calls: ['/api/category-get?page=1'],
      });
    });

    for (const language of TRANSLATED) {
      test(`/${language.locale} shows the upstream's doctors and specialities in English, within its own words`, async ({
        page,
      }) => {
        await page.goto(`/${language.locale}`);
        const headings = page.locator('#doctors').getByRole('article').getByRole('heading');
        await expect(headings).toHaveText(catalogue.doctors.slice(0, 8).map((d) => d.name));
        for (const heading of await headings.all())
          await expect(heading).toHaveAttribute('lang', 'en');
        const specialities = page.locator('#specialities');
        for (const speciality of catalogue.categories.slice(0, 5))
          await expect(
            specialities
              .locator(`a[href="/${language.locale}/specialities/${speciality.slug}"]`)
              .first(),
          ).toBeAttached();
        expect(await englishWordsOutsideEnglish(page)).toEqual([]);
      });

      test(`every translated page in ${language.locale} answers in its language alone`, async ({
        page,
      }) => {
        for (const path of TRANSLATED_PATHS) {
          const address = twinOf(language.locale, path);
          const response = await page.goto(address);
          expect(response?.status(), address).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
          expect({ address, words: await englishWordsOutsideEnglish(page) }).toEqual({
            address,
            words: [],
          });
        }
      });
    }
  });
}

const PASSED = {
  pa: { status: 'ਹਸਪਤਾਲ ਦੀ ਟੀਮ ਨੂੰ ਭੇਜ ਦਿੱਤੀ ਗਈ', answer: 'ਤੁਹਾਡੀ ਬੇਨਤੀ' },
  hi: { status: 'अस्पताल की टीम को भेज दिया गया', answer: 'आपका अनुरोध' },
} as const;

for (const language of TRANSLATED) {
  test(`a booking sent in ${language.locale} is relayed with the spec's fields, and its status page says so in ${language.locale}`, async ({
    page,
    request,
  }) => {
    const headers = visitor();
    const name = uniqueName(`Relayed ${language.locale}`);
    const response = await request.post('/api/appointments', {
      data: {
        name,
        phone: '9876543210',
        email: 'relay@example.com',
        location: 'Pathankot',
        specialty: 'Cardiology',
        message: 'Knee pain',
        language: language.locale,
        ...humanTraps(),
      },
      headers,
    });
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    await expect
      .poll(
        async () =>
          (await storedSubmissions(DATA_DIRS.upstream)).find((row) => row.reference === reference)
            ?.status,
        { timeout: 15_000 },
      )
      .toBe('delivered');
    const stored = (await storedSubmissions(DATA_DIRS.upstream)).find(
      (row) => row.reference === reference,
    );
    expect(stored?.language).toBe(language.locale);
    const received = (
      (await (await fetch(`${STUB_ORIGIN}/__control/received`)).json()) as {
        received: { path: string; body: Record<string, unknown> }[];
      }
    ).received.find((entry) => entry.body.name === name);
    expect(received?.path).toBe('/api/add-appointment');
    expect(received?.body).toMatchObject({ location: 'Pathankot', specialty: 'Cardiology' });
    expect(received?.body).not.toHaveProperty('language');

    await page.setExtraHTTPHeaders(headers);
    await page.goto(
      await statusAnswerPath(request, reference, '9876543210', {
        locale: language.locale,
        headers,
      }),
    );
    const passed = page
      .getByRole('region', { name: PASSED[language.locale].answer })
      .getByRole('listitem')
      .filter({ hasText: PASSED[language.locale].status });
    await expect(passed).toContainText(/\d{1,2}:\d{2}/);
    expect(await englishWordsOutsideEnglish(page)).toEqual([]);
  });
}

test.afterAll(async () => {
  await setStub({ reading: 'a', fault: null });
});
