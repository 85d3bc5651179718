/**
 * Writes the fonts of the link-preview images (lib/seo/og-card.tsx) into lib/seo/fonts/: Inter at
 * 400 and 700 as static TrueType files, Latin only. The preview renderer (Satori, in next/og) reads
 * neither WOFF2 nor variable fonts, so it cannot use the site's own styles/fonts/inter-latin.woff2;
 * these are instances of the same source. Run from the repository root when the source changes:
 *
 *   npm exec --yes --package=subset-font@2.9.0 -- node scripts/make-preview-fonts.mjs
 *
 * subset-font is deliberately not a project dependency: the .ttf files are committed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireTool } from './fonts/exec-tools.mjs';

const subsetFont = requireTool('subset-font');
const SOURCE = { from: 'inter-ui@4.1.1', path: 'variable/InterVariable.woff2' };
const outDir = join('lib', 'seo', 'fonts');
const codePoints = [];
for (const [from, to] of [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2026],
  [0x20b9, 0x20b9],
])
  for (let cp = from; cp <= to; cp += 1) codePoints.push(cp);
const text = String.fromCodePoint(...codePoints);

const work = mkdtempSync(join(tmpdir(), 'preview-fonts-'));
try {
  const tarball = execFileSync(
    'npm',
    ['pack', SOURCE.from, '--pack-destination', work, '--silent'],
    {
      encoding: 'utf8',
    },
  ).trim();
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work]);
  const source = readFileSync(join(work, 'package', SOURCE.path));
  mkdirSync(outDir, { recursive: true });
  for (const weight of [400, 700]) {
    const font = await subsetFont(source, text, {
      targetFormat: 'truetype',
      variationAxes: { opsz: 14, wght: weight },
    });
    const file = join(outDir, `inter-preview-${weight}.ttf`);
    writeFileSync(file, font);
    console.log(`${file}: ${font.length} bytes`);
  }
  writeFileSync(
    join(outDir, 'LICENSE-Inter.txt'),
    readFileSync(join(work, 'package', 'LICENSE.txt')),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
