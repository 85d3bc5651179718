import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { iconSet } from '@/components/ui/icon-set';
import { socialMarks } from '@/components/ui/social-marks';
import { FIRST_SCREEN_SYMBOLS } from '@/components/ui/first-screen-symbols';
import { firstScreenSymbols } from '@/components/ui/first-screen-symbols-source';
import { iconSprite } from './icon-sprite';

describe('public/icons.svg', () => {
  it('is the sprite of the current icon set and social marks (else run scripts/make-icon-sprite.ts)', () => {
    const file = readFileSync(join(__dirname, '..', 'public', 'icons.svg'), 'utf8');
    expect(file).toBe(`${iconSprite(iconSet, socialMarks)}\n`);
  });

  it('holds every icon a component can name', () => {
    const file = readFileSync(join(__dirname, '..', 'public', 'icons.svg'), 'utf8');
    for (const name of Object.keys(iconSet)) expect(file).toContain(`<symbol id="${name}"`);
  });
});

describe('components/ui/first-screen-symbols.ts', () => {
  it("is the first screen's icons of the current set (else run scripts/make-icon-sprite.ts)", () => {
    expect(FIRST_SCREEN_SYMBOLS).toBe(firstScreenSymbols());
    expect(FIRST_SCREEN_SYMBOLS).toContain('<symbol id="icon-phone"');
  });
});
