// The Sass side of styles/tokens.json, which Sass cannot read itself: scripts/make-style-tokens.mjs
// writes it to styles/_colour-tokens.scss, and styles/tokens.test.ts fails while that file differs.

/** A token's name as CSS writes it: surfaceTint2 → surface-tint-2. */
export function cssName(name) {
  return name.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();
}

const hex = (value) => value.toLowerCase();

const map = (colours) =>
  Object.entries(colours)
    .map(([name, value]) => `  '${cssName(name)}': ${hex(value)},`)
    .join('\n');

/**
 * The text of styles/_colour-tokens.scss for the given tokens (the parsed styles/tokens.json).
 * @param {{ colours: Record<string, string>, drawingColours: Record<string, string>, schemeMarkTones: [string, string][] }} tokens
 * @returns {string}
 */
export function colourTokensScss(tokens) {
  const named = { ...tokens.colours, ...tokens.drawingColours };
  const tones = tokens.schemeMarkTones
    .map((pair) => `  (${pair.map((name) => hex(named[name])).join(', ')})`)
    .join(',\n');
  return `// Written by \`node scripts/make-style-tokens.mjs\` from styles/tokens.json: edit that file, then
// run the script (styles/tokens.test.ts fails while this file is out of date).

// The site's colours, each a custom property of :root (globals.scss).
$colours: (
${map(tokens.colours)}
);

// Colours of drawn pictures only (link previews, placeholders, marks), not custom properties.
$drawing-colours: (
${map(tokens.drawingColours)}
);

// The scheme marks' tones, background then text, in the order of MARK_TONES (scheme-mark.tsx).
$scheme-mark-tones: (
${tones}
);
`;
}
