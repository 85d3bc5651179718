import { catalogue } from '@/lib/i18n/catalogues';
import outlines from './preview-words.json';

// The Punjabi and Hindi link previews draw their words from outlines made ahead of time
// (scripts/make-preview-words.mjs); a word changed in a catalogue without running it again would
// fail the build's drawing of the preview.
const WEIGHTS = {
  kind: 700,
  title: 700,
  line: 400,
  footer: 700,
  book: 700,
  specialityKind: 700,
  specialityLine: 400,
  hospitalKind: 700,
} as const;

type Outlines = {
  glyphs: Record<string, string>;
  texts: Record<string, { width: number; glyphs: [string, number, number][] }>;
};

describe.each(['pa', 'hi'] as const)('the %s link previews', (locale) => {
  const drawn = (outlines as unknown as Record<string, Outlines>)[locale]!;
  const { preview, units } = catalogue(locale);
  // Each text with its weight: the cards' words, and each hospital's name over its address.
  const texts = [
    ...Object.entries(WEIGHTS).map(([part, weight]) => ({
      part,
      text: preview[part as keyof typeof WEIGHTS],
      weight,
    })),
    ...Object.values(units).flatMap((unit) => [
      { part: 'title', text: unit.name, weight: 700 },
      { part: 'line', text: unit.address, weight: 400 },
    ]),
  ];

  it.each(texts)(
    'has the outline of "$text" (else run scripts/make-preview-words.mjs)',
    ({ part, text, weight }) => {
      const outline = drawn.texts[`${weight} ${text}`];
      expect(outline?.glyphs.length).toBeGreaterThan(0);
      for (const [glyph] of outline!.glyphs) expect(drawn.glyphs[glyph]).toMatch(/^M/);
      // Fits the card's column (1200 − 2 × 64 px) at 30 px; a title is made to fit.
      if (part !== 'title') expect((outline!.width / 1000) * 30).toBeLessThan(1072);
    },
  );

  it('holds no outline the catalogues no longer write', () => {
    expect(Object.keys(drawn.texts).sort()).toEqual(
      [...new Set(texts.map(({ text, weight }) => `${weight} ${text}`))].sort(),
    );
  });
});
