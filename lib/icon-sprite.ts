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
 * one per filled mark, named `social-{network}`.
 */
export function iconSprite(
  icons: Readonly<Record<string, readonly IconElement[]>>,
  marks: Readonly<Record<string, string>>,
): string {
  const symbols = [
    ...Object.entries(icons).map(
      ([name, elements]) =>
        `<symbol id="${name}" viewBox="0 0 24 24">${elements.map(element).join('')}</symbol>`,
    ),
    ...Object.entries(marks).map(
      ([network, path]) =>
        `<symbol id="social-${network}" viewBox="0 0 24 24"><path d="${escapeAttribute(path)}"/></symbol>`,
    ),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
