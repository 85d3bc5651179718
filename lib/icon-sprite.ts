/** One element of a lucide icon: its tag and attributes. */
type IconElement = readonly [string, Readonly<Record<string, string | number | undefined>>];

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function element([tag, attributes]: IconElement): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
  return `<${tag}${written}/>`;
}

/**
 * An SVG sprite: one <symbol> per line icon (drawn by the stroke of the <svg> that uses it) and
 * one per filled mark, named `social-{network}`; `idPrefix` keeps the ids of a copy inside a page
 * apart from the page's own.
 */
export function iconSprite(
  icons: Readonly<Record<string, readonly IconElement[]>>,
  marks: Readonly<Record<string, string>>,
  idPrefix = '',
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${iconSymbols(icons, marks, idPrefix)}</svg>`;
}

function iconSymbols(
  icons: Readonly<Record<string, readonly IconElement[]>>,
  marks: Readonly<Record<string, string>>,
  idPrefix: string,
): string {
  const symbols = [
    ...Object.entries(icons).map(
      ([name, elements]) =>
        `<symbol id="${idPrefix}${name}" viewBox="0 0 24 24">${elements.map(element).join('')}</symbol>`,
    ),
    ...Object.entries(marks).map(
      ([network, path]) =>
        `<symbol id="${idPrefix}social-${network}" viewBox="0 0 24 24"><path d="${escapeAttribute(path)}"/></symbol>`,
    ),
  ];
  return symbols.join('');
}

/** The symbols alone, to be placed inside an <svg> of the page. */
export function inlineIconSymbols(
  icons: Readonly<Record<string, readonly IconElement[]>>,
  marks: Readonly<Record<string, string>>,
  idPrefix: string,
): string {
  return iconSymbols(icons, marks, idPrefix);
}
