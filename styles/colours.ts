import tokens from './tokens.json';

/** The site's colours (VISUAL.md), each also a CSS custom property: colours.brandStrong is --brand-strong. */
export const colours = tokens.colours;

/** Colours of drawn pictures only: link previews, placeholders, marks. */
export const drawingColours = tokens.drawingColours;

type ColourName = keyof typeof colours | keyof typeof drawingColours;

const named: Record<ColourName, string> = { ...colours, ...drawingColours };

/** The scheme marks' tones, background then text; Sass draws them from the same tokens. */
export const schemeMarkTones = (tokens.schemeMarkTones as [ColourName, ColourName][]).map(
  ([background, text]) => [named[background], named[text]] as const,
);
