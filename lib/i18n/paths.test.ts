import { languageAlternates, localeLink, localePath, switchTarget } from './paths';

describe('the addresses of the languages', () => {
  it('keeps English at the spec address and puts the others under their prefix', () => {
    expect(localePath('en', '/emergency')).toBe('/emergency');
    expect(localePath('pa', '/emergency')).toBe('/pa/emergency');
    expect(localePath('hi', '/')).toBe('/hi');
  });

  it('switches to the same page where it is translated, else to that language home page', () => {
    expect(switchTarget('pa', '/emergency')).toBe('/pa/emergency');
    expect(switchTarget('en', '/careers')).toBe('/careers');
    // The home page is not translated yet: no Punjabi or Hindi page to offer from /careers.
    expect(switchTarget('hi', '/careers')).toBeNull();
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

  it('links a translated page to an English-only page as English', () => {
    expect(localeLink('pa', '/careers')).toEqual({ href: '/careers', hrefLang: 'en-IN' });
    expect(localeLink('pa', '/emergency')).toEqual({ href: '/pa/emergency' });
    expect(localeLink('en', '/careers')).toEqual({ href: '/careers' });
  });
});
