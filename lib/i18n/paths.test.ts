import { unitPath } from '@/content/routes';
import { site } from '@/content/site';
import {
  isTranslatedPath,
  languageAlternates,
  localeLink,
  localePath,
  pageLanguage,
  switchTarget,
} from './paths';

describe('the addresses of the languages', () => {
  it('keeps English at the spec address and puts the others under their prefix', () => {
    expect(localePath('en', '/emergency')).toBe('/emergency');
    expect(localePath('pa', '/emergency')).toBe('/pa/emergency');
    expect(localePath('hi', '/')).toBe('/hi');
  });

  it('switches to the same page where it is translated, else to that language home page', () => {
    expect(switchTarget('pa', '/emergency')).toBe('/pa/emergency');
    expect(switchTarget('en', '/careers')).toBe('/careers');
    // /careers is English only: the switch offers the Hindi home page.
    expect(switchTarget('hi', '/careers')).toBe('/hi');
    expect(switchTarget('pa', '/')).toBe('/pa');
  });

  it('names the three twins and English as the default, for translated pages only', () => {
    expect(languageAlternates('/emergency')).toEqual({
      'en-IN': '/emergency',
      'pa-IN': '/pa/emergency',
      'hi-IN': '/hi/emergency',
      'x-default': '/emergency',
    });
    expect(languageAlternates('/careers')).toBeUndefined();
  });

  it('translates the doctor locator and its listings, and no deeper address', () => {
    expect(isTranslatedPath('/doctor')).toBe(true);
    expect(isTranslatedPath('/doctor/dr-a')).toBe(true);
    expect(isTranslatedPath('/doctor/pathankot/neuro-%26-spine-surgery')).toBe(true);
    expect(isTranslatedPath('/doctor/pathankot/cardiology/more')).toBe(false);
  });

  it('links a translated page to an English-only page as English', () => {
    expect(localeLink('pa', '/careers')).toEqual({ href: '/careers', hrefLang: 'en-IN' });
    expect(localeLink('pa', '/emergency')).toEqual({ href: '/pa/emergency' });
    expect(localeLink('en', '/careers')).toEqual({ href: '/careers' });
  });

  it("reads a page's language and English address, a list's view route as the list", () => {
    expect(pageLanguage('/pa/emergency')).toEqual({ locale: 'pa', englishPath: '/emergency' });
    expect(pageLanguage('/hi')).toEqual({ locale: 'hi', englishPath: '/' });
    expect(pageLanguage('/doctors/view/page%3D1')).toEqual({
      locale: 'en',
      englishPath: '/doctors',
    });
    expect(pageLanguage('/doctor/dr-a')).toEqual({ locale: 'en', englishPath: '/doctor/dr-a' });
  });

  it('has Punjabi and Hindi twins of each hospital page', () => {
    const untranslated = site.units
      .map((unit) => unitPath(unit.link))
      .filter((path) => !isTranslatedPath(path));
    expect(untranslated).toEqual([]);
  });
});
