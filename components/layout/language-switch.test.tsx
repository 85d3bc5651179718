import { fireEvent, render, screen, within } from '@testing-library/react';
import { LanguageSwitch } from './language-switch';
import { keepAddressDetails } from './language-choice';

function renderSwitch(locale: 'en' | 'pa' | 'hi') {
  render(
    <LanguageSwitch locale={locale} englishPath="/contact-us" label="Language" classes={{}} />,
  );
  return within(screen.getByRole('navigation', { name: 'Language' }));
}

const drawnIn = (link: HTMLElement) =>
  link.querySelector('[data-drawn-name]')?.getAttribute('data-drawn-name') ?? '';

test('an English page names every language in its own script, drawing the two it has no font for', () => {
  const links = renderSwitch('en').getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/contact-us',
    '/pa/contact-us',
    '/hi/contact-us',
  ]);
  expect(links[0]).toHaveTextContent('English');
  expect(links[0]).toHaveAttribute('aria-current', 'page');
  for (const [link, name, tag, locale] of [
    [links[1]!, 'ਪੰਜਾਬੀ', 'pa-IN', 'pa'],
    [links[2]!, 'हिन्दी', 'hi-IN', 'hi'],
  ] as const) {
    expect(link).toHaveAccessibleName(name);
    expect(link).toHaveAttribute('lang', tag);
    expect(link).toHaveAttribute('hreflang', tag);
    expect(link).toHaveTextContent('');
    expect(drawnIn(link)).toBe(locale);
  }
});

test("a Punjabi page sets its own language's name as text and draws only Hindi", () => {
  const switchOf = renderSwitch('pa');
  const current = switchOf.getByRole('link', { current: 'page' });
  expect(current).toHaveTextContent('ਪੰਜਾਬੀ');
  expect(drawnIn(current)).toBe('');
  expect(drawnIn(switchOf.getByRole('link', { name: 'हिन्दी' }))).toBe('hi');
  expect(switchOf.getByRole('link', { name: 'English' })).toHaveTextContent('English');
});

describe('a switch followed from an address with a query', () => {
  function switchWithQuery(englishPath: string, address: string) {
    window.history.replaceState(null, '', address);
    render(
      <LanguageSwitch
        locale="en"
        englishPath={englishPath}
        label="Language"
        classes={{}}
        onChoose={(language, link) => keepAddressDetails(link, language, englishPath)}
      />,
    );
    return within(screen.getByRole('navigation', { name: 'Language' }));
  }

  afterEach(() => window.history.replaceState(null, '', '/'));

  test("keeps it on the way to the page's twin: the thank-you page keeps its reference", () => {
    const link = switchWithQuery(
      '/thank-you',
      '/thank-you?kind=appointment&ref=AH-7KQ2M9XD',
    ).getByRole('link', { name: 'ਪੰਜਾਬੀ' });
    fireEvent.click(link);
    expect(link).toHaveAttribute('href', '/pa/thank-you?kind=appointment&ref=AH-7KQ2M9XD');
  });

  test('keeps the fragment too: a request-status answer stays in view', () => {
    const link = switchWithQuery(
      '/request-status',
      '/request-status?reference=AH-7KQ2M9XD&proof=Gjqu1BndnkXVMpZmuYGbPd#answer',
    ).getByRole('link', { name: 'हिन्दी' });
    fireEvent.click(link);
    expect(link).toHaveAttribute(
      'href',
      '/hi/request-status?reference=AH-7KQ2M9XD&proof=Gjqu1BndnkXVMpZmuYGbPd#answer',
    );
  });

  test("drops it on the way to a language's home page, where it would mean nothing", () => {
    const link = switchWithQuery('/blogs', '/blogs?page=2').getByRole('link', { name: 'ਪੰਜਾਬੀ' });
    fireEvent.click(link);
    expect(link).toHaveAttribute('href', '/pa');
  });
});
