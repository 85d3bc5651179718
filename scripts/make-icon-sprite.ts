/**
 * Writes public/icons.svg, the sprite every icon on the site points into, from the icon set and
 * the social marks. A static file because Next gzips static files (15 KB of SVG goes out as 5 KB)
 * and not a route handler's answer. Run it after changing either set; lib/icon-sprite-file.test.ts
 * fails while the file is out of date:
 *
 *   node -r esbuild-register scripts/make-icon-sprite.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstScreenSymbolsModule } from '../components/ui/first-screen-symbols-source';
import { iconSet } from '../components/ui/icon-set';
import { socialMarks } from '../components/ui/social-marks';
import { iconSprite } from '../lib/icon-sprite';

const SPRITE_FILE = join(__dirname, '..', 'public', 'icons.svg');
const FIRST_SCREEN_FILE = join(__dirname, '..', 'components', 'ui', 'first-screen-symbols.ts');

if (require.main === module) {
  writeFileSync(SPRITE_FILE, `${iconSprite(iconSet, socialMarks)}\n`);
  writeFileSync(FIRST_SCREEN_FILE, firstScreenSymbolsModule());
  console.log(`wrote ${SPRITE_FILE} and ${FIRST_SCREEN_FILE}`);
}
