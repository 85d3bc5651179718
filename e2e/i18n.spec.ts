import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { isTranslatedPath } from '../lib/i18n/paths';
import { BUDGETS } from '../scripts/bench/budgets.mjs';
import { htmlSize } from '../scripts/bench/sizes.mjs';
import { catalogue } from './support/catalogue';
import { DATA_DIRS, humanTraps, storedSubmissions, uniqueName } from './support/forms';
import { lookUpStatus, statusAnswerPath } from './support/request-status';
import {
  TRANSLATED,
  TRANSLATED_PATHS,
  twinOf,
  UNLISTED_TRANSLATED_PATHS,
  englishWordsOutsideEnglish,
} from './support/translations';

// Punjabi and Hindi (issue 44): each translated page at /pa/… and /hi/…, in its language's
// document, named to search engines with its twins, and with no English word left outside the
// data that stays English.

const TWINS = (path: string) => ({
  'en-IN': path,
  'pa-IN': twinOf('pa', path),
  'hi-IN': twinOf('hi', path),
  'x-default': path,
});

async function alternatesOf(page: import('@playwright/test').Page) {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [
          link.getAttribute('hreflang'),
          new URL(link.getAttribute('href')!).pathname,
        ]),
      ),
    );
}

for (const path of TRANSLATED_PATHS) {
  for (const language of TRANSLATED) {
    const address = twinOf(language.locale, path);

    test.describe(address, () => {
      test('is a page of its language: lang, title, canonical link, twins and Open Graph locale', async ({
        page,
      }) => {
        const response = await page.goto(address);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
        await expect(page).toHaveTitle(language.script);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${address}$`),
        );
        expect(await alternatesOf(page)).toEqual(TWINS(path));
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
          'content',
          language.ogLocale,
        );
        await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(2);
        // A page about a record of the hospital API (a speciality) is headed by its English name.
        const heading = page.getByRole('heading', { level: 1 });
        if ((await heading.getAttribute('lang')) === 'en') await expect(heading).not.toBeEmpty();
        else await expect(heading).toHaveText(language.script);
      });

      test('offers its twins in their own scripts, itself marked as the current language', async ({
        page,
      }) => {
        await page.goto(address);
        const languages = page.getByRole('navigation', { name: language.language });
        const links = languages.getByRole('link');
        for (const [index, name] of ['English', 'ਪੰਜਾਬੀ', 'हिन्दी'].entries())
          await expect(links.nth(index)).toHaveAccessibleName(name);
        // Its own name is set in its font; the other script's is drawn, and shows.
        await expect(languages.locator('[aria-current="page"]')).toHaveText(language.ownName);
        const drawn = languages.locator(
          'a:not([aria-current]):not([lang="en-IN"]) [data-drawn-name]',
        );
        await expect(drawn).toBeVisible();
        // A picture (not an SVG: scripts/make-language-names.mjs says why) that decodes, in the
        // proportions of the word's box.
        const picture = await drawn.evaluate(async (name) => {
          const mask = getComputedStyle(name).maskImage;
          const image = new Image();
          image.src = /^url\("?(.*?)"?\)$/.exec(mask)?.[1] ?? '';
          await image.decode();
          const box = name.getBoundingClientRect();
          return {
            type: /^url\("?data:(image\/[a-z+]+)/.exec(mask)?.[1],
            proportions:
              Math.abs(image.naturalWidth / image.naturalHeight - box.width / box.height) < 0.02,
          };
        });
        expect(picture).toEqual({ type: 'image/webp', proportions: true });
        for (const [index, [tag, href]] of Object.entries(TWINS(path)).slice(0, 3).entries()) {
          await expect(links.nth(index)).toHaveAttribute('href', href);
          await expect(links.nth(index)).toHaveAttribute('lang', tag);
          await expect(links.nth(index)).toHaveAttribute('hreflang', tag);
        }
        await expect(languages.locator('[aria-current="page"]')).toHaveAttribute(
          'lang',
          language.tag,
        );
        await links.first().click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      });

      test('leaves no English word outside English data, and axe finds nothing', async ({
        page,
      }) => {
        await page.goto(address);
        expect(await englishWordsOutsideEnglish(page)).toEqual([]);
        await expectNoAxeViolations(page);
      });

      test('fits a 360 px phone without scrolling sideways', async ({ page }) => {
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(address);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
      });
    });
  }

  test(`${path} names its Punjabi and Hindi twins, and its switch leads to them`, async ({
    page,
  }) => {
    await page.goto(path);
    expect(await alternatesOf(page)).toEqual(TWINS(path));
    const languages = page.getByRole('navigation', { name: 'Language' });
    await expect(languages.locator('[aria-current="page"]')).toHaveText('English');
    await languages.getByRole('link', { name: 'ਪੰਜਾਬੀ' }).click();
    await expect(page).toHaveURL(new RegExp(`${twinOf('pa', path)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pa-IN');
  });
}

test('every link on a translated page to a page with a twin in its language leads to that twin', async ({
  request,
}) => {
  // Each page's own HTML (menus, cards, carousels, the A to Z panel), read without a browser.
  const strays: string[] = [];
  for (const path of TRANSLATED_PATHS)
    for (const { locale, language } of TRANSLATED) {
      const address = twinOf(locale, path);
      // The language switch, whose English link leads to the English twin on purpose, aside.
      const html = (await (await request.get(address)).text()).replace(
        new RegExp(`<nav aria-label="${language}"[\\s\\S]*?</nav>`, 'g'),
        '',
      );
      for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/g)) {
        const target = href!.replaceAll('&amp;', '&');
        if (isTranslatedPath(target)) strays.push(`${address} → ${target}`);
      }
    }
  expect(strays).toEqual([]);
});

test('the sitemap lists each translated page with its three twins and the default', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of TRANSLATED_PATHS) {
    for (const address of [path, twinOf('pa', path), twinOf('hi', path)]) {
      const entry = xml.match(new RegExp(`<url><loc>[^<]*${address}</loc>(.*?)</url>`))?.[1];
      expect(entry, address).toBeDefined();
      const links = [...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, tag, href]) => [tag, new URL(href!).pathname],
      );
      expect(Object.fromEntries(links)).toEqual(TWINS(path));
    }
  }
});

test('a script font is fetched on its own language pages only', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  const fetched = async (address: string) => {
    fonts.length = 0;
    await page.goto(address);
    await page.evaluate(() => document.fonts.ready);
    return {
      gurmukhi: fonts.some((font) => /gurmukhi/i.test(font)),
      devanagari: fonts.some((font) => /devanagari/i.test(font)),
    };
  };
  // The emergency page's own document, and pages in the site's frame, whose stylesheets are
  // shared across pages (a font declared in one would be preloaded by every page linking it).
  for (const english of ['/emergency', '/', '/contact-us', '/doctors'])
    expect(await fetched(english), english).toEqual({ gurmukhi: false, devanagari: false });
  for (const punjabi of ['/pa/emergency', '/pa', '/pa/appointment'])
    expect(await fetched(punjabi), punjabi).toEqual({ gurmukhi: true, devanagari: false });
  for (const hindi of ['/hi/emergency', '/hi', '/hi/contact-us'])
    expect(await fetched(hindi), hindi).toEqual({ gurmukhi: false, devanagari: true });
});

test('a page draws its script in its font, preloaded and kept a year by the browser', async ({
  page,
}) => {
  for (const [address, family] of [
    ['/pa', 'Noto Sans Gurmukhi'],
    ['/hi', 'Noto Sans Devanagari'],
  ] as const) {
    const font = page.waitForResponse(
      (response) =>
        response.request().resourceType() === 'font' && /gurmukhi|devanagari/.test(response.url()),
    );
    await page.goto(address);
    const response = await font;
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    expect(preloaded).toContain(new URL(response.url()).pathname);
    const drawn = await page.evaluate(async (family) => {
      await document.fonts.ready;
      const heading = document.querySelector('h1')!;
      return {
        declared: getComputedStyle(heading).fontFamily.startsWith(`"${family}"`),
        loaded: [...document.fonts].some(
          (face) => face.family.replace(/"/g, '') === family && face.status === 'loaded',
        ),
      };
    }, family);
    expect(drawn, address).toEqual({ declared: true, loaded: true });
  }
});

test.describe('the Punjabi emergency page', () => {
  test.use({
    viewport: { width: 360, height: 640 },
    hasTouch: true,
    isMobile: true,
    geolocation: { latitude: 32.23, longitude: 75.62 },
  });

  test('ranks the hospitals nearest first and says so in Punjabi, and dates its review in Punjabi', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await page.goto('/pa/emergency');
    const region = page.getByRole('region', { name: 'ਸਾਡੇ ਐਮਰਜੈਂਸੀ ਵਿਭਾਗ' });
    await expect(region.getByRole('status')).toHaveText('ਸੂਚੀ ਸ਼ਹਿਰ ਅਨੁਸਾਰ ਹੈ।');
    await region.getByRole('button', { name: 'ਸਭ ਤੋਂ ਨੇੜਲਾ ਹਸਪਤਾਲ ਪਹਿਲਾਂ' }).click();
    await expect(region.getByRole('status')).toHaveText(
      /^ਸਭ ਤੋਂ ਨੇੜਲਾ ਪਹਿਲਾਂ: ਅਮਨਦੀਪ ਹਸਪਤਾਲ, ਪਠਾਨਕੋਟ, ਲਗਭਗ \d+ ਕਿ\.ਮੀ\. ਦੂਰ।$/,
    );
    await expect(region.getByRole('heading', { level: 3 }).first()).toHaveText(
      'ਅਮਨਦੀਪ ਹਸਪਤਾਲ, ਪਠਾਨਕੋਟ',
    );
    await expect(
      page.getByRole('link', { name: 'ਪਠਾਨਕੋਟ ਐਮਰਜੈਂਸੀ: +91 98154 00108' }),
    ).toHaveAttribute('href', 'tel:+919815400108');
    await expect(page.getByRole('region', { name: 'ਮਦਦ ਆਉਣ ਤੱਕ ਕੀ ਕਰੀਏ' })).toContainText(
      /ਡਾਕਟਰ ਵੱਲੋਂ ਜਾਂਚ ਦੀ ਮਿਤੀ: \d{1,2} [\u0A00-\u0A7F]+ \d{4}\./,
    );
  });
});

for (const path of UNLISTED_TRANSLATED_PATHS) {
  for (const language of TRANSLATED) {
    test(`/${language.locale}${path}: its language's words only, no axe violation, no sideways scroll at 360 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/${language.locale}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
      expect(await englishWordsOutsideEnglish(page)).toEqual([]);
      await expectNoAxeViolations(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  }
}

/**
 * A journey that sends a form: a page, the form's code loaded on demand, two submissions, the
 * thank-you page and the staff CLI. About 10 s with three workers on two cores; on a loaded CI
 * machine one passed the default 30 s, so these get the time the other sending journeys have.
 */
const SENDING_JOURNEY_MS = 60_000;

const BOOKING = {
  pa: {
    labels: {
      name: 'ਮਰੀਜ਼ ਦਾ ਨਾਮ',
      phone: 'ਫ਼ੋਨ ਨੰਬਰ',
      email: 'ਈਮੇਲ',
      hospital: 'ਹਸਪਤਾਲ',
      specialty: 'ਸਪੈਸ਼ਲਿਟੀ',
      message: 'ਸੁਨੇਹਾ',
    },
    submit: 'ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰੋ',
    nameRequired: 'ਮਰੀਜ਼ ਦਾ ਨਾਮ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ',
    phoneInvalid: 'ਫ਼ੋਨ ਨੰਬਰ 10 ਅੰਕਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ',
    hospitalRequired: 'ਹਸਪਤਾਲ ਚੁਣਨਾ ਜ਼ਰੂਰੀ ਹੈ',
    correct: 'ਕਿਰਪਾ ਕਰਕੇ ਨਿਸ਼ਾਨ ਲੱਗੇ ਖ਼ਾਨੇ ਠੀਕ ਕਰੋ।',
    pathankot: 'ਪਠਾਨਕੋਟ',
  },
  hi: {
    labels: {
      name: 'मरीज़ का नाम',
      phone: 'फ़ोन नंबर',
      email: 'ईमेल',
      hospital: 'अस्पताल',
      specialty: 'स्पेशियलिटी',
      message: 'संदेश',
    },
    submit: 'अपॉइंटमेंट बुक करें',
    nameRequired: 'मरीज़ का नाम लिखना ज़रूरी है',
    phoneInvalid: 'फ़ोन नंबर 10 अंकों का होना चाहिए',
    hospitalRequired: 'अस्पताल चुनना ज़रूरी है',
    correct: 'कृपया चिह्नित खाने ठीक करें।',
    pathankot: 'पठानकोट',
  },
} as const;

for (const language of TRANSLATED) {
  const words = BOOKING[language.locale];

  test(`a booking sent from /${language.locale}/appointment is checked in ${language.locale}, stored with its language, and thanked in it with its reference`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(SENDING_JOURNEY_MS);
    await page.goto(`/${language.locale}/appointment`);
    const form = page.getByRole('main').getByRole('form');
    await form.getByRole('button', { name: words.submit }).click();
    await expect(form.getByText(words.nameRequired)).toBeVisible();
    await expect(form.getByText(words.hospitalRequired)).toBeVisible();
    await form.getByLabel(words.labels.phone).fill('12345');
    await form.getByRole('button', { name: words.submit }).click();
    await expect(form.getByText(words.phoneInvalid)).toBeVisible();

    const name = uniqueName(`Booking ${language.locale}`);
    await form.getByLabel(words.labels.name).fill(name);
    await form.getByLabel(words.labels.phone).fill('98765 43210');
    await form.getByLabel(words.labels.email).fill('patient@example.com');
    await form.getByLabel(words.labels.hospital).selectOption({ label: words.pathankot });
    await form.getByLabel(words.labels.specialty).selectOption({ index: 2 });
    await form.getByLabel(words.labels.message).fill('Knee pain for three weeks.');
    await form.getByRole('button', { name: words.submit }).click();

    await expect(page).toHaveURL(new RegExp(`/${language.locale}/thank-you\\?`));
    const address = new URL(page.url());
    expect(address.searchParams.get('kind')).toBe('appointment');
    const reference = address.searchParams.get('ref')!;
    expect(reference).toMatch(/^AH-[A-Z0-9]+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.script);
    await expect(page.getByRole('main')).toContainText(reference);
    expect(await englishWordsOutsideEnglish(page)).toEqual([]);

    const dataDir = testInfo.project.name === 'upstream' ? DATA_DIRS.upstream : DATA_DIRS.embedded;
    const stored = (await storedSubmissions(dataDir, ['--kind', 'appointment'])).find(
      (row) => row.reference === reference,
    );
    expect(stored?.language).toBe(language.locale);
    expect(stored?.payload).toMatchObject({ name, location: 'Pathankot', phone: '9876543210' });
    expect(stored?.payload).not.toHaveProperty('language');
  });

  test(`the server refuses a ${language.locale} booking with its messages in ${language.locale}`, async ({
    request,
  }) => {
    const response = await request.post('/api/appointments', {
      data: {
        name: '',
        phone: '123',
        email: 'patient@example.com',
        location: 'Nowhere',
        specialty: 'Cardiology',
        message: 'Chest pain',
        language: language.locale,
        ...humanTraps(),
      },
    });
    expect(response.status()).toBe(422);
    expect(await response.json()).toMatchObject({
      errorMessage: words.correct,
      fieldErrors: {
        name: words.nameRequired,
        phone: words.phoneInvalid,
        location: words.hospitalRequired,
      },
    });
  });
}

const HOME = {
  pa: { dialog: 'ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰੋ', inEnglish: 'ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਹੋਰ', knowDoctor: 'ਡਾਕਟਰ ਬਾਰੇ ਜਾਣੋ' },
  hi: { dialog: 'अपॉइंटमेंट बुक करें', inEnglish: 'अंग्रेज़ी में और', knowDoctor: 'डॉक्टर के बारे में जानें' },
} as const;

for (const language of TRANSLATED) {
  const home = HOME[language.locale];
  const words = BOOKING[language.locale];

  test(`the /${language.locale} home page shows the API's doctors in English inside its own words, and links its English-only pages as English`, async ({
    page,
  }) => {
    await page.goto(`/${language.locale}`);
    const doctors = page.locator('#doctors');
    const card = doctors.getByRole('article').first();
    await expect(card.getByRole('link', { name: home.knowDoctor })).toBeAttached();
    await expect(card.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'en');

    const inEnglish = page.getByRole('region', { name: home.inEnglish });
    const links = inEnglish.getByRole('link');
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) await expect(link).toHaveAttribute('hreflang', 'en-IN');
    await expect(links.first()).toHaveAttribute('href', '/gallery');
    // The cards to the six hospitals keep the page's language where their pages are English.
    await expect(page.locator('#hospitals').getByRole('link').first()).toHaveAttribute(
      'hreflang',
      'en-IN',
    );
  });

  test(`the booking dialog on /${language.locale} loads its words with its form and checks in ${language.locale}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/${language.locale}`);
    // A link to the appointment page until the page's script opens the dialog in its place.
    await page.getByRole('banner').getByRole('link', { name: home.dialog }).click();
    const dialog = page.getByRole('dialog', { name: home.dialog });
    await expect(dialog.getByLabel(words.labels.name)).toBeVisible();
    await dialog.getByRole('button', { name: words.submit }).click();
    await expect(dialog.getByText(words.nameRequired)).toBeVisible();
    expect(await englishWordsOutsideEnglish(page)).toEqual([]);
  });
}

test('an English-only page offers each language its home page', async ({ page }) => {
  await page.goto('/careers');
  const languages = page.getByRole('navigation', { name: 'Language' });
  await expect(languages.getByRole('link', { name: 'ਪੰਜਾਬੀ' })).toHaveAttribute('href', '/pa');
  await expect(languages.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi');
  await expect(languages.locator('[aria-current="page"]')).toHaveText('English');
});

test('the /pa hero search suggests in Punjabi, and offers the Punjabi appointment page when nothing matches', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pa');
  const box = page.getByRole('combobox', { name: 'ਨਾਮ ਨਾਲ ਡਾਕਟਰ ਲੱਭੋ' });
  // A reader who types in Punjabi: the names are English, so nothing matches, and ways on remain.
  await box.fill('ਗੋਡਾ');
  await expect(page.getByRole('status').filter({ hasText: 'ਗੋਡਾ' })).toHaveText(
    '“ਗੋਡਾ” ਲਈ ਕੁਝ ਨਹੀਂ ਮਿਲਿਆ। ਤੁਸੀਂ ਸਾਰੀਆਂ ਸਪੈਸ਼ਲਿਟੀਆਂ ਦੇਖ ਸਕਦੇ ਹੋ ਜਾਂ ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰ ਸਕਦੇ ਹੋ।',
  );
  const ways = page.getByRole('listbox').getByRole('option');
  await expect(ways).toHaveCount(2);
  await expect(ways.nth(1)).toHaveAttribute('href', '/pa/appointment');
  await expect(ways.nth(1)).toContainText('ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰੋ');
  expect(await englishWordsOutsideEnglish(page)).toEqual([]);
});

const CONTACT = {
  pa: {
    labels: { name: 'ਨਾਮ', email: 'ਈਮੇਲ', phone: 'ਮੋਬਾਈਲ ਨੰਬਰ', message: 'ਸੁਨੇਹਾ' },
    submit: 'ਸੁਨੇਹਾ ਭੇਜੋ',
    nameRequired: 'ਨਾਮ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ',
  },
  hi: {
    labels: { name: 'नाम', email: 'ईमेल', phone: 'मोबाइल नंबर', message: 'संदेश' },
    submit: 'संदेश भेजें',
    nameRequired: 'नाम लिखना ज़रूरी है',
  },
} as const;

for (const language of TRANSLATED) {
  const words = CONTACT[language.locale];

  test(`a message sent from /${language.locale}/contact-us is checked in ${language.locale}, stored with its language, and thanked in it`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(SENDING_JOURNEY_MS);
    await page.goto(`/${language.locale}/contact-us`);
    const form = page.getByRole('main').getByRole('form');
    await form.getByRole('button', { name: words.submit }).click();
    await expect(form.getByText(words.nameRequired)).toBeVisible();

    const name = uniqueName(`Contact ${language.locale}`);
    await form.getByLabel(words.labels.name).fill(name);
    await form.getByLabel(words.labels.email).fill('family@example.com');
    await form.getByLabel(words.labels.phone).fill('98765 43210');
    await form.getByLabel(words.labels.message).fill('Visiting hours for the ICU, please.');
    await form.getByRole('button', { name: words.submit }).click();

    await expect(page).toHaveURL(new RegExp(`/${language.locale}/thank-you\\?`));
    const address = new URL(page.url());
    expect(address.searchParams.get('kind')).toBe('contact');
    const reference = address.searchParams.get('ref')!;
    await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
    await expect(page.getByRole('main')).toContainText(reference);
    expect(await englishWordsOutsideEnglish(page)).toEqual([]);

    const dataDir = testInfo.project.name === 'upstream' ? DATA_DIRS.upstream : DATA_DIRS.embedded;
    const stored = (await storedSubmissions(dataDir, ['--kind', 'contact'])).find(
      (row) => row.reference === reference,
    );
    expect(stored?.language).toBe(language.locale);
    expect(stored?.payload).toMatchObject({ name, email: 'family@example.com' });
  });

  test(`the server refuses a ${language.locale} message with its messages in ${language.locale}`, async ({
    request,
  }) => {
    const response = await request.post('/api/contact', {
      data: {
        name: '',
        email: 'family@example.com',
        phone: '9876543210',
        message: 'Hello',
        language: language.locale,
        ...humanTraps(),
      },
    });
    expect(response.status()).toBe(422);
    expect(await response.json()).toMatchObject({
      errorMessage: BOOKING[language.locale].correct,
      fieldErrors: { name: words.nameRequired },
    });
  });
}

const STATUS = {
  pa: {
    labels: { reference: 'ਰੈਫ਼ਰੈਂਸ ਨੰਬਰ', phone: 'ਫ਼ੋਨ ਨੰਬਰ' },
    submit: 'ਜਾਂਚ ਕਰੋ',
    checkLater: /ਬਾਅਦ ਵਿੱਚ/,
    answer: 'ਤੁਹਾਡੀ ਬੇਨਤੀ',
    kind: 'ਅਪਾਇੰਟਮੈਂਟ ਦੀ ਬੇਨਤੀ',
    received: 'ਮਿਲ ਗਈ',
    withTeam: 'ਹਸਪਤਾਲ ਦੀ ਟੀਮ ਕੋਲ ਹੈ',
    time: /^\d{1,2} [\u0A00-\u0A7F]+ \d{4} \d{2}:\d{2} \(ਭਾਰਤ ਦਾ ਸਮਾਂ\)$/,
    referenceInvalid: 'ਰੈਫ਼ਰੈਂਸ ਨੰਬਰ ਇਸ ਤਰ੍ਹਾਂ ਦਾ ਹੁੰਦਾ ਹੈ: AH-7KQ2M9XD',
    phoneRequired: 'ਕਿਰਪਾ ਕਰਕੇ ਉਹ ਫ਼ੋਨ ਨੰਬਰ ਲਿਖੋ ਜੋ ਤੁਸੀਂ ਸਾਨੂੰ ਦਿੱਤਾ ਸੀ',
    notFound: 'ਇਸ ਰੈਫ਼ਰੈਂਸ ਨੰਬਰ ਅਤੇ ਫ਼ੋਨ ਨੰਬਰ ਨਾਲ ਸਾਨੂੰ ਕੋਈ ਬੇਨਤੀ ਨਹੀਂ ਮਿਲੀ',
    tooMany: 'ਬਹੁਤ ਵਾਰ ਕੋਸ਼ਿਸ਼ ਕੀਤੀ ਗਈ',
  },
  hi: {
    labels: { reference: 'रेफ़रेंस नंबर', phone: 'फ़ोन नंबर' },
    submit: 'जाँच करें',
    checkLater: /बाद में/,
    answer: 'आपका अनुरोध',
    kind: 'अपॉइंटमेंट का अनुरोध',
    received: 'मिल गया',
    withTeam: 'अस्पताल की टीम के पास है',
    time: /^\d{1,2} [\u0900-\u097F]+ \d{4} को \d{2}:\d{2} बजे \(भारतीय समय\)$/,
    referenceInvalid: 'रेफ़रेंस नंबर ऐसा होता है: AH-7KQ2M9XD',
    phoneRequired: 'कृपया वह फ़ोन नंबर लिखें जो आपने हमें दिया था',
    notFound: 'इस रेफ़रेंस नंबर और फ़ोन नंबर से हमें कोई अनुरोध नहीं मिला',
    tooMany: 'बहुत बार कोशिश की गई',
  },
} as const;

/** A booking at Pathankot sent in `locale`, as its form sends it; its reference. */
async function bookIn(request: import('@playwright/test').APIRequestContext, locale: string) {
  const response = await request.post('/api/appointments', {
    data: {
      name: uniqueName(`Status ${locale}`),
      phone: '9876543210',
      email: 'status@example.com',
      location: 'Pathankot',
      specialty: 'Cardiology',
      message: 'Knee pain',
      language: locale,
      ...humanTraps(),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

for (const language of TRANSLATED) {
  const words = STATUS[language.locale];
  const status = `/${language.locale}/request-status`;

  test(`the ${language.locale} thank-you page leads to ${status}, which answers in ${language.locale}`, async ({
    page,
    request,
  }) => {
    const reference = await bookIn(request, language.locale);
    await page.goto(`/${language.locale}/thank-you?kind=appointment&ref=${reference}`);
    await page.getByRole('link', { name: words.checkLater }).click();
    await expect(page).toHaveURL(new RegExp(`${status}\\?ref=`));
    const form = page.getByRole('main');
    await expect(form.getByRole('textbox', { name: words.labels.reference })).toHaveValue(
      reference,
    );
    await form.getByRole('textbox', { name: words.labels.phone }).fill('98765 43210');
    await form.getByRole('button', { name: words.submit }).click();

    await expect(page).toHaveURL(new RegExp(`${status}\\?reference=`));
    const answer = page.getByRole('region', { name: words.answer });
    await expect(answer).toContainText(reference);
    await expect(answer.getByText(words.kind, { exact: true })).toBeVisible();
    await expect(
      answer.getByText(BOOKING[language.locale].pathankot, { exact: true }),
    ).toBeVisible();
    await expect(answer.getByText(words.received, { exact: true })).toBeVisible();
    await expect(answer.getByText(words.withTeam, { exact: true })).toBeVisible();
    await expect(answer.locator('li').first()).toContainText(words.received);
    expect((await answer.locator('li').first().innerText()).split('\n').at(-1)?.trim()).toMatch(
      words.time,
    );
    expect(await englishWordsOutsideEnglish(page)).toEqual([]);
  });

  test(`${status} checks on the server in ${language.locale}, and says so when nothing is found`, async ({
    page,
  }) => {
    await page.goto(status);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: words.labels.reference }).fill('AH-12');
    await main.getByRole('button', { name: words.submit }).click();
    await expect(main.getByText(words.referenceInvalid)).toBeVisible();
    await expect(main.getByText(words.phoneRequired)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${status}\\?reference=AH-12&error=`));
    await main.getByRole('textbox', { name: words.labels.reference }).fill('AH-22222222');
    await main.getByRole('textbox', { name: words.labels.phone }).fill('9876543210');
    await main.getByRole('button', { name: words.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: words.notFound })).toBeVisible();
    expect(page.url()).not.toContain('9876543210');
    expect(await englishWordsOutsideEnglish(page)).toEqual([]);
  });

  test(`past the hourly limit ${status} answers 429 in ${language.locale}, with its form`, async ({
    page,
    request,
  }) => {
    const reference = await bookIn(request, language.locale);
    for (let count = 1; count <= 10; count += 1) {
      const look = await lookUpStatus(request, reference, '9876543210', {
        locale: language.locale,
      });
      expect(look.status()).toBe(200);
    }
    await page.goto(status);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: words.labels.reference }).fill(reference);
    await main.getByRole('textbox', { name: words.labels.phone }).fill('9876543210');
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/request-status')),
      main.getByRole('button', { name: words.submit }).click(),
    ]);
    expect(response.status()).toBe(429);
    await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
    await expect(page.getByRole('heading', { name: words.tooMany })).toBeVisible();
    await expect(page.getByRole('button', { name: words.submit })).toBeVisible();
  });
}

test("the switch keeps the address's query: a thank-you page's reference, a status answer", async ({
  page,
  request,
}) => {
  const reference = await bookIn(request, 'pa');
  await page.goto(`/thank-you?kind=appointment&ref=${reference}`);
  const languages = page.getByRole('navigation', { name: 'Language' });
  await languages.getByRole('link', { name: 'ਪੰਜਾਬੀ' }).click();
  await expect(page).toHaveURL(new RegExp(`/pa/thank-you\\?kind=appointment&ref=${reference}$`));
  await expect(page.getByRole('main')).toContainText(reference);

  await page.goto(
    `${await statusAnswerPath(request, reference, '9876543210', { locale: 'pa' })}#answer`,
  );
  await page
    .getByRole('navigation', { name: TRANSLATED[0].language })
    .getByRole('link', { name: 'हिन्दी' })
    .click();
  await expect(page).toHaveURL(/\/hi\/request-status\?reference=.+#answer$/);
  await expect(page.getByRole('region', { name: STATUS.hi.answer })).toContainText(reference);
});

const NOT_FOUND = {
  pa: { heading: 'ਸਾਨੂੰ ਇਹ ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ', home: 'ਮੁੱਖ ਪੰਨੇ ’ਤੇ ਜਾਓ', doctors: 'ਡਾਕਟਰ ਲੱਭੋ' },
  hi: { heading: 'हमें यह पेज नहीं मिला', home: 'मुख्य पेज पर जाएँ', doctors: 'डॉक्टर खोजें' },
} as const;

for (const language of TRANSLATED) {
  const words = NOT_FOUND[language.locale];

  for (const path of ['/no-such-page', '/doctors/nope/deeper']) {
    const address = `/${language.locale}${path}`;

    test(`${address} answers 404 in ${language.locale}, whole in the server's HTML and after the scripts run`, async ({
      page,
      request,
    }) => {
      const response = await request.get(address);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language.tag}"`);
      expect(html).not.toContain('__next_error__');
      expect(html).toContain(words.heading);

      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      expect((await page.goto(address))?.status()).toBe(404);
      await page.waitForLoadState('load');
      await expect(page).toHaveTitle(language.script);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: words.home })).toHaveAttribute(
        'href',
        `/${language.locale}`,
      );
      await expect(main.getByRole('link', { name: words.doctors })).toHaveAttribute(
        'href',
        `/${language.locale}/doctors`,
      );
      expect(await englishWordsOutsideEnglish(page)).toEqual([]);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }
}

const PAGES = {
  pa: {
    ambulance: { yes: 'ਹਾਂ', no: 'ਨਹੀਂ', call: 'ਐਮਰਜੈਂਸੀ ਲਈ ਕਾਲ ਕਰੋ', book: 'ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰੋ' },
    unit: { visit: 'ਸਾਨੂੰ ਮਿਲਣ ਆਓ', doctors: 'ਪਠਾਨਕੋਟ ਵਿੱਚ ਸਾਡੇ ਡਾਕਟਰ', crumb: 'ਸਾਡੇ ਹਸਪਤਾਲ' },
    specialities: { search: 'ਸਪੈਸ਼ਲਿਟੀ ਲੱਭੋ', count: /ਦਿਖਾਈਆਂ ਜਾ ਰਹੀਆਂ ਹਨ/, page2: 'ਪੰਨਾ 2' },
    speciality: { about: 'ਬਾਰੇ', faq: 'ਅਕਸਰ ਪੁੱਛੇ ਜਾਂਦੇ ਸਵਾਲ', allDoctors: 'ਡਾਇਰੈਕਟਰੀ ਵਿੱਚ ਸਾਰੇ ਦੇਖੋ' },
  },
  hi: {
    ambulance: { yes: 'हाँ', no: 'नहीं', call: 'इमरजेंसी के लिए कॉल करें', book: 'अपॉइंटमेंट बुक करें' },
    unit: { visit: 'हमसे मिलने आएँ', doctors: 'पठानकोट में हमारे डॉक्टर', crumb: 'हमारे अस्पताल' },
    specialities: { search: 'स्पेशियलिटी खोजें', count: /दिखाई जा रही हैं/, page2: 'पेज 2' },
    speciality: { about: 'के बारे में', faq: 'अक्सर पूछे जाने वाले सवाल', allDoctors: 'डायरेक्टरी में सभी देखें' },
  },
} as const;

/** The ids of a page's sections, in order: a translated page keeps the English page's anchors. */
const sectionIds = (page: import('@playwright/test').Page) =>
  page.locator('main section[id^="section-"]').evaluateAll((sections) => sections.map((s) => s.id));

for (const language of TRANSLATED) {
  const words = PAGES[language.locale];

  test(`the ${language.locale} ambulance page: the same sections and anchors as the English, its table and buttons in ${language.locale}`, async ({
    page,
  }) => {
    await page.goto('/ambulance-services');
    const english = await sectionIds(page);
    await page.goto(`/${language.locale}/ambulance-services`);
    expect(await sectionIds(page)).toEqual(english);
    const table = page.locator('#section-which-ambulance-is-sent table');
    await expect(table.getByRole('img', { name: words.ambulance.yes })).toHaveCount(3);
    await expect(table.getByRole('img', { name: words.ambulance.no })).toHaveCount(1);
    const band = page.locator('section[aria-labelledby="call-to-action-heading"]');
    await expect(
      band.getByRole('link', { name: new RegExp(words.ambulance.call) }),
    ).toHaveAttribute('href', 'tel:+919815400108');
    await expect(band.getByRole('link', { name: words.ambulance.book })).toHaveAttribute(
      'href',
      `/${language.locale}/appointment`,
    );
  });

  test(`a ${language.locale} hospital page: its card and its doctors in ${language.locale}, the doctors' records in English`, async ({
    page,
  }) => {
    await page.goto('/our-hospitals/best-hospital-in-pathankot');
    const english = await sectionIds(page);
    await page.goto(`/${language.locale}/our-hospitals/best-hospital-in-pathankot`);
    expect(await sectionIds(page)).toEqual(english);
    await expect(page.getByRole('heading', { level: 2, name: words.unit.visit })).toBeVisible();
    const crumb = page.getByRole('navigation', { name: /./ }).getByRole('link', {
      name: words.unit.crumb,
    });
    await expect(crumb).toHaveAttribute('hreflang', 'en-IN');
    const doctors = page.getByRole('region', { name: words.unit.doctors });
    await expect(doctors.getByRole('article').first()).toBeAttached();
    await expect(doctors.getByRole('article').first().getByRole('heading')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  test(`/${language.locale}/specialities searches and pages in ${language.locale}, its cards leading to ${language.locale} pages`, async ({
    page,
  }) => {
    await page.goto(`/${language.locale}/specialities`);
    const box = page.getByRole('searchbox', { name: words.specialities.search });
    await expect(box).toBeVisible();
    await expect(page.getByText(words.specialities.count)).toBeVisible();
    const first = page.locator('#specialities-list a[href*="/specialities/"]').first();
    await expect(first).toHaveAttribute(
      'href',
      new RegExp(`^/${language.locale}/specialities/[a-z0-9-]+$`),
    );
    await box.fill('card');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${language.locale}/specialities\\?category=card`));
    await expect(page.getByText(words.specialities.count)).toContainText('“card”');
    expect(await englishWordsOutsideEnglish(page)).toEqual([]);

    const second = await page.goto(`/${language.locale}/specialities?page=2`);
    expect(second?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(words.specialities.page2));
    await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
  });

  test(`a ${language.locale} speciality page keeps the API's words in English within its own`, async ({
    page,
  }) => {
    const speciality = catalogue.categories[0]!;
    await page.goto(`/${language.locale}/specialities/${speciality.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(speciality.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    const about = page
      .getByRole('heading', { level: 2 })
      .filter({ hasText: words.speciality.about });
    await expect(about.locator('span[lang="en"]')).toHaveText(speciality.name);
    await expect(page.getByRole('heading', { name: words.speciality.faq })).toBeVisible();
    await expect(page.getByRole('link', { name: words.speciality.allDoctors })).toHaveAttribute(
      'href',
      `/${language.locale}/doctors?${new URLSearchParams({ category: speciality.name })}`,
    );
    expect(await englishWordsOutsideEnglish(page)).toEqual([]);
  });
}

const FIND_A_DOCTOR = {
  pa: {
    tabs: 'ਹਸਪਤਾਲ ਅਨੁਸਾਰ ਚੁਣੋ',
    pathankot: 'ਪਠਾਨਕੋਟ',
    name: 'ਡਾਕਟਰ ਦਾ ਨਾਮ',
    count: /^\d+ ਡਾਕਟਰ/,
    page: 'ਪੰਨਾ',
    ways: 'ਸਾਰੀਆਂ ਸਪੈਸ਼ਲਿਟੀਆਂ',
  },
  hi: {
    tabs: 'अस्पताल के अनुसार चुनें',
    pathankot: 'पठानकोट',
    name: 'डॉक्टर का नाम',
    count: /^\d+ डॉक्टर/,
    page: 'पेज',
    ways: 'सभी स्पेशियलिटी',
  },
} as const;

for (const language of TRANSLATED) {
  const words = FIND_A_DOCTOR[language.locale];
  const list = `/${language.locale}/doctors`;

  test(`${list}: hospital tabs, the name search and the pages stay in ${language.locale}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(list);
    const count = page.locator('#doctors-list p[aria-live="polite"]');
    await expect(count).toHaveText(words.count);
    await expect(count).toContainText(words.page);
    await expect(page.getByRole('navigation', { name: words.tabs })).toBeVisible();
    await expect(page.locator(`a[rel="next"][href="${list}?page=2"]`)).toBeAttached();

    await page
      .getByRole('navigation', { name: words.tabs })
      .getByRole('link', { name: words.pathankot })
      .click();
    await expect(page).toHaveURL(new RegExp(`${list}\\?city=Pathankot$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.script);
    const pathankot = catalogue.doctors.filter((doctor) => /Pathankot/.test(doctor.city));
    await expect(count).toHaveText(new RegExp(`^${pathankot.length} `));

    await page.getByRole('searchbox', { name: words.name }).fill('zzzz');
    await expect(page).toHaveURL(new RegExp(`${list}\\?q=zzzz&city=Pathankot$`));
    await expect(page.getByRole('link', { name: words.ways })).toHaveAttribute(
      'href',
      `/${language.locale}/specialities`,
    );
    expect(await englishWordsOutsideEnglish(page)).toEqual([]);
  });
}

test('a name typed in Gurmukhi or Devanagari finds the doctor written in English', async ({
  page,
}) => {
  const gurpreet = catalogue.doctors.find(
    (doctor) => doctor.name === 'Dr. Gurpreet Singh Bhullar',
  )!;
  for (const [language, typed] of [
    ['pa', 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ'],
    ['hi', 'गुरप्रीत सिंह'],
  ] as const) {
    const words = FIND_A_DOCTOR[language];
    await page.goto(`/${language}/doctors`);
    await page.getByRole('searchbox', { name: words.name }).fill(typed);
    await expect(page).toHaveURL(new RegExp(`/${language}/doctors\\?q=`));
    const list = page.locator('#doctors-list');
    await expect(list.locator('p[aria-live="polite"]')).toHaveText(new RegExp('^1 '));
    await expect(
      list.locator(`a[href="/${language}/doctor/${gurpreet.slug}"]`).first(),
    ).toBeVisible();
  }
});

const PROFILE = {
  pa: {
    form: { name: 'ਮਰੀਜ਼ ਦਾ ਨਾਮ', phone: 'ਮੋਬਾਈਲ ਨੰਬਰ', email: 'ਈਮੇਲ', message: 'ਸੁਨੇਹਾ' },
    submit: 'ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰੋ',
    nameRequired: 'ਮਰੀਜ਼ ਦਾ ਨਾਮ ਲਿਖੋ',
    thanks: /^ਧੰਨਵਾਦ।/,
    crumb: 'ਡਾਕਟਰ',
  },
  hi: {
    form: { name: 'मरीज़ का नाम', phone: 'मोबाइल नंबर', email: 'ईमेल', message: 'संदेश' },
    submit: 'अपॉइंटमेंट बुक करें',
    nameRequired: 'मरीज़ का नाम लिखें',
    thanks: /^धन्यवाद।/,
    crumb: 'डॉक्टर',
  },
} as const;

for (const language of TRANSLATED) {
  const words = PROFILE[language.locale];

  test(`a doctor's ${language.locale} page books in ${language.locale}: the record in English, the form's words, messages and thanks in ${language.locale}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(SENDING_JOURNEY_MS);
    const doctor = catalogue.doctors[0]!;
    await page.goto(`/${language.locale}/doctor/${doctor.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: words.crumb, exact: true })).toHaveAttribute(
      'href',
      `/${language.locale}/doctors`,
    );
    expect(await englishWordsOutsideEnglish(page)).toEqual([]);

    const form = page.locator('#book').getByRole('form');
    await form.getByRole('button', { name: words.submit }).click();
    await expect(form.getByText(words.nameRequired)).toBeVisible();
    const name = uniqueName(`Doctor ${language.locale}`);
    await form.getByLabel(words.form.name).fill(name);
    await form.getByLabel(words.form.phone).fill('98765 43210');
    await form.getByLabel(words.form.email).fill('patient@example.com');
    await form.getByLabel(words.form.message).fill('A follow-up visit, please.');
    await form.getByRole('button', { name: words.submit }).click();
    await expect(form.getByRole('status').or(form.getByRole('alert')).first()).toHaveText(
      words.thanks,
    );

    const dataDir = testInfo.project.name === 'upstream' ? DATA_DIRS.upstream : DATA_DIRS.embedded;
    await expect
      .poll(async () =>
        (await storedSubmissions(dataDir, ['--kind', 'doctor-appointment'])).find(
          (row) => row.payload.name === name,
        ),
      )
      .toMatchObject({ language: language.locale, payload: { doctorname: doctor.name } });
  });
}

const LOCATOR = {
  pa: {
    location: 'ਥਾਂ',
    speciality: 'ਸਪੈਸ਼ਲਿਟੀ',
    pathankot: 'ਪਠਾਨਕੋਟ',
    heading: (speciality: string) => `ਪਠਾਨਕੋਟ ਵਿੱਚ ${speciality} ਦੇ ਡਾਕਟਰ`,
    count: (count: number) => `${count} ਡਾਕਟਰ`,
    know: 'ਡਾਕਟਰ ਬਾਰੇ ਜਾਣੋ',
    empty: 'ਇਹਨਾਂ ਚੋਣਾਂ ਨਾਲ ਕੋਈ ਡਾਕਟਰ ਨਹੀਂ ਮਿਲਿਆ।',
    notFound: 'ਸਾਨੂੰ ਇਹ ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ',
    locateLink: 'ਥਾਂ ਅਤੇ ਸਪੈਸ਼ਲਿਟੀ ਅਨੁਸਾਰ ਡਾਕਟਰ ਲੱਭੋ',
  },
  hi: {
    location: 'जगह',
    speciality: 'स्पेशियलिटी',
    pathankot: 'पठानकोट',
    heading: (speciality: string) => `पठानकोट में ${speciality} के डॉक्टर`,
    count: (count: number) => `${count} डॉक्टर`,
    know: 'डॉक्टर के बारे में जानें',
    empty: 'इन चुनावों से कोई डॉक्टर नहीं मिला।',
    notFound: 'हमें यह पेज नहीं मिला',
    locateLink: 'जगह और स्पेशियलिटी से डॉक्टर खोजें',
  },
} as const;

const inPathankot = catalogue.doctors.filter((doctor) => /Pathankot/.test(doctor.city));
const pathankotSpecialities = [...new Set(inPathankot.map((doctor) => doctor.category))].sort();
const segmentOf = (value: string) =>
  encodeURIComponent(value.trim().toLowerCase().replace(/\s+/g, '-'));

for (const language of TRANSLATED) {
  const words = LOCATOR[language.locale];
  const locator = `/${language.locale}/doctor`;

  test(`${locator}: a hospital named in ${language.locale}, then a speciality, opens its doctors in ${language.locale}`, async ({
    page,
  }) => {
    await page.goto(`/${language.locale}/doctors`);
    await page.getByRole('link', { name: words.locateLink }).click();
    await expect(page).toHaveURL(locator);

    const speciality = page.getByLabel(words.speciality, { exact: true });
    await expect(speciality).toBeDisabled();
    await page.getByLabel(words.location, { exact: true }).selectOption({ label: words.pathankot });
    await expect(speciality.locator('option').nth(1)).toHaveAttribute('lang', 'en');
    const chosen = pathankotSpecialities[0]!;
    await speciality.selectOption({ label: chosen });
    await expect(page).toHaveURL(`${locator}/pathankot/${segmentOf(chosen)}`);

    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(words.heading(chosen));
    await expect(heading.locator('[lang="en"]')).toHaveText(chosen);
    await expect(page).toHaveTitle(words.heading(chosen));
    const expected = inPathankot.filter((doctor) => doctor.category === chosen);
    await expect(
      page.getByRole('heading', { level: 2, name: words.count(expected.length) }),
    ).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(expected.length);
    await expect(cards.first().getByRole('link', { name: words.know })).toHaveAttribute(
      'href',
      `/${language.locale}/doctor/${expected[0]!.slug}`,
    );
    expect(await englishWordsOutsideEnglish(page)).toEqual([]);
  });

  test.describe(`${locator} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test(`lists each hospital in ${language.locale} with its specialities' listings in ${language.locale}`, async ({
      page,
    }) => {
      await page.goto(locator);
      const links = page
        .getByRole('heading', { level: 3, name: words.pathankot, exact: true })
        .locator('xpath=following-sibling::ul[1]')
        .getByRole('listitem');
      await expect(links.getByRole('link')).toHaveText(pathankotSpecialities);
      const first = pathankotSpecialities[0]!;
      const count = inPathankot.filter((doctor) => doctor.category === first).length;
      await expect(links.first()).toContainText(words.count(count));
      await expect(links.first().getByRole('link')).toHaveAttribute(
        'href',
        `${locator}/pathankot/${segmentOf(first)}`,
      );
      await expect(links.first().getByRole('link')).toHaveAttribute('lang', 'en');
    });
  });

  test(`${locator}/… answers an empty listing in ${language.locale}, unindexed, and a wrong one with its 404`, async ({
    page,
  }) => {
    const empty = await page.goto(`${locator}/tarn-taran/cardiology`);
    expect(empty?.status()).toBe(200);
    await expect(page.getByText(words.empty)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const missing = await page.goto(`${locator}/nowhere/cardiology`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notFound);
  });
}

test('every translated hospital page keeps within the HTML budget, its doctors one link away', async ({
  request,
}) => {
  const units = [
    'amandeep-hospital-punjab',
    'amandeep-medicity-hospital-amritsar',
    'best-hospital-in-pathankot',
    'best-hospital-in-tarn-taran',
    'amandeep-hospital-ferozepur',
    'amandeep-medicity-srinagar',
  ];
  const over: string[] = [];
  for (const language of TRANSLATED)
    for (const unit of units) {
      const address = `/${language.locale}/our-hospitals/${unit}`;
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      const { gzip } = htmlSize(await response.text());
      if (gzip > BUDGETS.htmlGzipBytes) over.push(`${address}: ${gzip} B gzip`);
    }
  expect(over).toEqual([]);
});
