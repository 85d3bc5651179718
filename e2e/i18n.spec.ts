import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { TRANSLATED, TRANSLATED_PATHS, englishWordsOutsideEnglish } from './support/translations';

// Punjabi and Hindi (issue 44): each translated page at /pa/… and /hi/…, in its language's
// document, named to search engines with its twins, and with no English word left outside the
// data that stays English.

const TWINS = (path: string) => ({
  'en-IN': path,
  'pa-IN': `/pa${path}`,
  'hi-IN': `/hi${path}`,
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
    const address = `/${language.locale}${path}`;

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
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.script);
      });

      test('offers its twins in their own scripts, itself marked as the current language', async ({
        page,
      }) => {
        await page.goto(address);
        const languages = page.getByRole('navigation', { name: language.language });
        const links = languages.getByRole('link');
        await expect(links).toHaveText(['English', 'ਪੰਜਾਬੀ', 'हिन्दी']);
        for (const [index, [tag, href]] of Object.entries(TWINS(path)).slice(0, 3).entries()) {
          await expect(links.nth(index)).toHaveAttribute('href', href);
          await expect(links.nth(index)).toHaveAttribute('lang', tag);
          await expect(links.nth(index)).toHaveAttribute('hreflang', tag);
        }
        await expect(languages.locator('[aria-current="true"]')).toHaveAttribute(
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
    await expect(languages.locator('[aria-current="true"]')).toHaveText('English');
    await languages.getByRole('link', { name: 'ਪੰਜਾਬੀ' }).click();
    await expect(page).toHaveURL(new RegExp(`/pa${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pa-IN');
  });
}

test('the sitemap lists each translated page with its three twins and the default', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of TRANSLATED_PATHS) {
    for (const address of [path, `/pa${path}`, `/hi${path}`]) {
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
  expect(await fetched('/emergency')).toEqual({ gurmukhi: false, devanagari: false });
  expect(await fetched('/pa/emergency')).toEqual({ gurmukhi: true, devanagari: false });
  expect(await fetched('/hi/emergency')).toEqual({ gurmukhi: false, devanagari: true });
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
