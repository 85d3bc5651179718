import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { Icon } from '@/components/ui/icon';
import { iconSet, type IconName } from '@/components/ui/icon-set';
import { SocialIcon } from '@/components/ui/social-icon';
import { socialMarks, type SocialNetwork } from '@/components/ui/social-marks';
import { FIRST_SCREEN_SYMBOLS } from '@/components/ui/first-screen-symbols';
import { firstScreenSymbols } from '@/components/ui/first-screen-symbols-source';
import { iconSprite } from './icon-sprite';

const spriteFile = () => readFileSync(join(__dirname, '..', 'public', 'icons.svg'), 'utf8');

const symbolIds = (svg: string) =>
  new Set([...svg.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));

describe('public/icons.svg', () => {
  it('is the sprite of the current icon set and social marks (else run scripts/make-icon-sprite.ts)', () => {
    expect(spriteFile()).toBe(`${iconSprite(iconSet, socialMarks)}\n`);
  });

  it('holds, or the page holds, the symbol of every icon and mark a component can draw', () => {
    const inFile = symbolIds(spriteFile());
    const inPage = symbolIds(FIRST_SCREEN_SYMBOLS);
    const drawn = [
      ...Object.keys(iconSet).map((name) => createElement(Icon, { name: name as IconName })),
      ...Object.keys(socialMarks).map((network) =>
        createElement(SocialIcon, { network: network as SocialNetwork }),
      ),
    ];
    const unresolved = drawn.flatMap((element) => {
      const { container, unmount } = render(element);
      const href = container.querySelector('use')?.getAttribute('href') ?? '';
      unmount();
      const [file, id = ''] = href.split('#');
      const symbols = file === '' ? inPage : file === '/icons.svg' ? inFile : new Set<string>();
      return symbols.has(id) ? [] : [href];
    });
    expect(unresolved).toEqual([]);
  });
});

describe('components/ui/first-screen-symbols.ts', () => {
  it("is the first screen's icons of the current set (else run scripts/make-icon-sprite.ts)", () => {
    expect(FIRST_SCREEN_SYMBOLS).toBe(firstScreenSymbols());
    expect(FIRST_SCREEN_SYMBOLS).toContain('<symbol id="icon-phone"');
  });
});
