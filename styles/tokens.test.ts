/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'sass';
import { colours, drawingColours, schemeMarkTones } from './colours';
import { colourTokensScss, cssName } from './tokens-scss.mjs';
import tokens from './tokens.json';

const css = (file: string) => compile(join(__dirname, '..', file)).css;

describe('the colour tokens', () => {
  it('reach Sass: styles/_colour-tokens.scss is what scripts/make-style-tokens.mjs writes', () => {
    expect(readFileSync(join(__dirname, '_colour-tokens.scss'), 'utf8')).toBe(
      colourTokensScss(tokens),
    );
  });

  it('are the custom properties of :root, as CSS writes them', () => {
    const root = css('styles/globals.scss');
    expect(root).toContain('--brand: #0b4f6c;');
    for (const [name, value] of Object.entries(colours)) {
      expect(root).toContain(`--${cssName(name)}: ${value.toLowerCase()};`);
    }
  });

  it('give the scheme marks the same tones in Sass as in TypeScript', () => {
    const marks = css('components/empanelments/scheme-mark.module.scss');
    expect(schemeMarkTones).toHaveLength(6);
    schemeMarkTones.forEach(([background, text], index) => {
      expect(background).toMatch(/^#[0-9A-F]{6}$/);
      expect(text).toMatch(/^#[0-9A-F]{6}$/);
      expect(marks).toContain(
        `.tone${index} {\n  background: ${background.toLowerCase()};\n  color: ${text.toLowerCase()};\n}`,
      );
    });
  });

  it('are six-digit hex colours, upper case as VISUAL.md writes them', () => {
    for (const value of [...Object.values(colours), ...Object.values(drawingColours)])
      expect(value).toMatch(/^#[0-9A-F]{6}$/);
  });
});
