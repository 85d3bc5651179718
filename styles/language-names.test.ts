/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownName } from '@/lib/i18n/locales';
import { scriptFonts } from './script-fonts';

/**
 * The language switch draws ਪੰਜਾਬੀ and हिन्दी from outlines made once from the site's fonts
 * (scripts/make-language-names.mjs). They are committed, so nothing else notices when a font is
 * cut again or a language's own name is reworded: this does, and says how to draw them again.
 */
const drawings = readFileSync(join(__dirname, '_language-names.scss'), 'utf8');
const AGAIN =
  'draw the language names again: npm exec --yes --package=fontverter@2.0.0 --package=harfbuzzjs@1.6.1 --package=sharp@0.35.5 -- node scripts/make-language-names.mjs';

function drawnFrom(language: string) {
  const entry = new RegExp(`'${language}': \\(\\s*word: '([^']*)',\\s*font: '([^']*)'`).exec(
    drawings,
  );
  return { word: entry?.[1], font: entry?.[2] };
}

describe.each(Object.entries(scriptFonts))('the drawn name of %s', (language, scriptFont) => {
  const from = drawnFrom(language);

  it("is the language's own name today", () => {
    expect({ word: from.word, hint: AGAIN }).toEqual({
      word: ownName[language as keyof typeof scriptFonts],
      hint: AGAIN,
    });
  });

  it('was drawn from the font the site serves today', () => {
    expect({ font: from.font, hint: AGAIN }).toEqual({
      font: scriptFont.url,
      hint: AGAIN,
    });
  });
});
