#!/usr/bin/env node
// Generates the SVG placeholder images referenced by the embedded catalogue.
//
//   node scripts/generate-placeholders.mjs [--catalogue DIR] [--out DIR] [--check]
//
// Reads every *.json file in the catalogue directory (default: content/catalogue),
// collects every image path found in the records' "images" (string or array) and
// "image" fields, and writes one SVG per root-relative .svg path under the output
// directory (default: public), e.g. /catalogue/doctors/dr-x.svg ->
// public/catalogue/doctors/dr-x.svg. Also writes the fixed public/images/logo.svg.
//
// The output is deterministic (it depends only on the records and the paths) and
// files whose content is already correct are left untouched, so running it again
// is a no-op. --check writes nothing and exits 1 when any file would change.
// Env fallbacks: PLACEHOLDER_CATALOGUE_DIR, PLACEHOLDER_OUT_DIR.
// Plain Node >= 20, standard library only. Colours from styles/tokens.json.

import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialsOf } from '../lib/initials.mjs';
import { readTokens } from '../styles/read-tokens.mjs';
import { GLYPHS, glyphForCategory } from './placeholder-glyphs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------- options ---

function parseArgs(argv) {
  const opts = {
    catalogue: process.env.PLACEHOLDER_CATALOGUE_DIR || path.join(ROOT, 'content', 'catalogue'),
    out: process.env.PLACEHOLDER_OUT_DIR || path.join(ROOT, 'public'),
    check: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [key, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (!v) throw new Error(`missing value for ${key}`);
      return v;
    };
    if (key === '--catalogue') opts.catalogue = path.resolve(value());
    else if (key === '--out') opts.out = path.resolve(value());
    else if (key === '--check') opts.check = true;
    else if (key === '--help' || key === '-h') {
      console.log(
        'usage: node scripts/generate-placeholders.mjs [--catalogue DIR] [--out DIR] [--check]',
      );
      process.exit(0);
    } else throw new Error(`unknown argument: ${arg}`);
  }
  return opts;
}

// ---------------------------------------------------------------- helpers ---

const { colours, drawingColours } = readTokens();
const C = {
  brand: colours.brand,
  strong: colours.brandStrong,
  accent: colours.accent,
  tint: colours.surfaceTint,
  tint2: colours.surfaceTint2,
  hi: colours.highlight,
  hiLight: drawingColours.highlightLight,
  hiDark: drawingColours.highlightDark,
  text: colours.text,
  white: drawingColours.white,
};
const FONT = 'Inter, Arial, sans-serif';

/** FNV-1a 32-bit. */
function hash(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small deterministic PRNG. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (R, a, b) => a + R() * (b - a);
const pick = (R, list) => list[Math.floor(R() * list.length)];

/** Number formatting: 1 decimal (or 3 for scale factors), no "-0". */
function f(x, digits = 1) {
  const m = 10 ** digits;
  const r = Math.round(x * m) / m;
  return Object.is(r, -0) ? '0' : String(r);
}

function hsl(h, s, l) {
  h = ((h % 360) + 360) % 360;
  s /= 100;
  l /= 100;
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const ch = (n) =>
    Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))));
  return (
    '#' +
    [ch(0), ch(8), ch(4)]
      .map((v) => v.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase()
  );
}

function esc(text) {
  return String(text)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function clip(text, max) {
  const s = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return s.length > max ? s.slice(0, max - 1).trimEnd() + '\u2026' : s;
}

function doc(w, h, title, defs, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${esc(clip(title, 140))}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

function lin(id, stops, x2 = 1, y2 = 1) {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    stops
      .map(
        ([o, c, op]) =>
          `<stop offset="${o}" stop-color="${c}"${op == null ? '' : ` stop-opacity="${op}"`}/>`,
      )
      .join('') +
    '</linearGradient>'
  );
}

/** A glyph from placeholder-glyphs.mjs placed in a size x size box at (x, y). */
function glyph(name, x, y, size, { stroke, width = 1.5, opacity } = {}) {
  const d = GLYPHS[name] ?? GLYPHS.stethoscope;
  return (
    `<path d="${d}" transform="translate(${f(x)} ${f(y)}) scale(${f(size / 24, 3)})" fill="none" stroke="${stroke}"` +
    ` stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${opacity == null ? '' : ` opacity="${opacity}"`}/>`
  );
}

const circle = (cx, cy, r, attrs) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${attrs}/>`;

function starPoints(cx, cy, outer, inner, rot = -90) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? inner : outer;
    const a = ((rot + i * 36) * Math.PI) / 180;
    pts.push(`${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/** A doctor's two letters, from the name, else the address; the brand's when neither has any. */
function initials(name, slug) {
  return (
    initialsOf(String(name || '')) || initialsOf(String(slug || '').replace(/-/g, ' ')) || 'AH'
  );
}

const titleCase = (slug) =>
  String(slug)
    .split('-')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

// ----------------------------------------------------------------- designs ---

function doctorSvg({ key, name, slug, category }) {
  const R = rng(hash('doctor:' + key));
  const h = 188 + Math.floor(R() * 21); // brand hue 198 +/- 10
  const bg1 = hsl(h, 45, 96);
  const bg2 = hsl(h, 38, 86);
  const c1 = hsl(h, 78, 28);
  const c2 = hsl(h - 14, 82, 23);
  // Centred in the middle 10/16 of the height, so the card's 16:10 crop keeps the whole ring.
  const cx = 300;
  const cy = 300;
  const ang = (between(R, 160, 320) * Math.PI) / 180; // keep the amber dot away from the glyph corner
  const defs =
    lin('b', [
      [0, bg1],
      [1, bg2],
    ]) +
    lin('a', [
      [0, c1],
      [1, c2],
    ]);
  const body =
    '<rect width="600" height="600" fill="url(#b)"/>' +
    circle(
      between(R, 20, 120),
      between(R, 10, 90),
      between(R, 130, 190),
      'fill="#fff" opacity=".4"',
    ) +
    circle(
      between(R, 480, 580),
      between(R, 60, 140),
      between(R, 40, 70),
      `fill="none" stroke="${c1}" stroke-opacity=".1" stroke-width="2"`,
    ) +
    circle(cx, cy, 168, `fill="none" stroke="${c1}" stroke-opacity=".16" stroke-width="2"`) +
    circle(cx, cy, 148, 'fill="url(#a)"') +
    circle(cx, cy, 148, 'fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="3"') +
    circle(cx + 168 * Math.cos(ang), cy + 168 * Math.sin(ang), 9, `fill="${C.hi}"`) +
    `<text x="${cx}" y="${cy + 40}" font-family="${FONT}" font-size="112" font-weight="600" letter-spacing="2" fill="#fff" text-anchor="middle">${esc(initials(name, slug))}</text>` +
    glyph(glyphForCategory(category), 484, 484, 88, { stroke: c1, width: 1.4, opacity: 0.36 });
  return doc(600, 600, name || titleCase(slug), defs, body);
}

function specialityTileSvg({ key, name, category }) {
  const R = rng(hash('spec:' + key));
  const ang = (between(R, 200, 340) * Math.PI) / 180;
  const ang2 = ang + Math.PI * between(R, 0.7, 1.1);
  const defs = lin('b', [
    [0, C.white],
    [1, C.tint2],
  ]);
  const body =
    '<rect width="400" height="400" fill="url(#b)"/>' +
    circle(
      200,
      200,
      158,
      `fill="none" stroke="${C.accent}" stroke-opacity=".22" stroke-width="1.5" stroke-dasharray="2 9" stroke-linecap="round"`,
    ) +
    circle(200, 200, 128, `fill="${C.brand}" opacity=".07"`) +
    circle(200, 200, 100, `fill="${C.white}" opacity=".7"`) +
    circle(200 + 158 * Math.cos(ang), 200 + 158 * Math.sin(ang), 7, `fill="${C.hi}"`) +
    circle(
      200 + 158 * Math.cos(ang2),
      200 + 158 * Math.sin(ang2),
      5,
      `fill="${C.accent}" opacity=".5"`,
    ) +
    glyph(glyphForCategory(category ?? name), 128, 128, 144, { stroke: C.brand, width: 1.35 });
  return doc(400, 400, name, defs, body);
}

function dotPattern(id, step, r, colour, opacity) {
  return (
    `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse">` +
    `<circle cx="${step / 2}" cy="${step / 2}" r="${r}" fill="${colour}" opacity="${opacity}"/></pattern>`
  );
}

function specialityHeroSvg({ key, name, category }) {
  const R = rng(hash('hero:' + key));
  const W = 1600;
  const H = 700;
  const defs =
    lin(
      'b',
      [
        [0, C.strong],
        [0.55, C.brand],
        [1, C.accent],
      ],
      1,
      0.6,
    ) +
    lin(
      's',
      [
        [0, C.white, 0.12],
        [1, C.white, 0],
      ],
      0,
      1,
    ) +
    dotPattern('d', 26, 2.2, C.white, 0.35);
  const gx = between(R, 1010, 1090);
  const gy = between(R, 110, 150);
  const sq = between(R, 10, 35);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#b)"/>` +
    circle(gx + 220, gy + 220, 330, 'fill="url(#s)"') +
    circle(
      gx + 220,
      gy + 220,
      between(R, 400, 450),
      'fill="none" stroke="#fff" stroke-opacity=".09" stroke-width="2"',
    ) +
    circle(
      between(R, 180, 420),
      between(R, -80, -20),
      between(R, 160, 230),
      'fill="#fff" opacity=".05"',
    ) +
    `<rect x="${f(between(R, 60, 140))}" y="${f(between(R, 470, 520))}" width="312" height="156" fill="url(#d)"/>` +
    `<rect x="${f(between(R, 700, 820))}" y="${f(between(R, 460, 540))}" width="110" height="110" rx="22" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="2" transform="rotate(${f(sq)} 760 520)"/>` +
    `<path d="M${f(between(R, 520, 640))} ${H}L${f(between(R, 880, 960))} 0" stroke="#fff" stroke-opacity=".06" stroke-width="60"/>` +
    circle(between(R, 860, 940), between(R, 80, 140), 10, `fill="${C.hi}"`) +
    circle(between(R, 560, 660), between(R, 560, 640), 6, `fill="${C.hi}" opacity=".7"`) +
    glyph(glyphForCategory(category ?? name), gx, gy, 440, {
      stroke: C.white,
      width: 0.9,
      opacity: 0.24,
    });
  return doc(W, H, `${name} - banner`, defs, body);
}

const DUOTONES = [
  [C.strong, C.accent],
  [C.brand, C.strong],
  [C.accent, C.brand],
  [C.strong, C.brand],
];

function blogSvg({ key, name, category, thumb }) {
  const R = rng(hash('blog:' + key.replace(/-thumb$/, '')));
  const W = thumb ? 800 : 1600;
  const H = thumb ? 500 : 900;
  const [c1, c2] = pick(R, DUOTONES);
  const u = H / 100; // layout unit
  const gcx = W * between(R, 0.58, 0.68);
  const gcy = H * between(R, 0.46, 0.54);
  const gr = 25 * u;
  const defs =
    lin('b', [
      [0, c1],
      [1, c2],
    ]) + dotPattern('d', f(3.2 * u), f(0.3 * u), C.white, 0.3);
  const wave = (y) =>
    `M0 ${f(y)}C${f(W * 0.2)} ${f(y - 8 * u)} ${f(W * 0.35)} ${f(y + 8 * u)} ${f(W * 0.55)} ${f(y)}S${f(W * 0.85)} ${f(y - 6 * u)} ${W} ${f(y + 2 * u)}`;
  // No category written into the picture: the card prints it beside the picture, and a crop to a
  // phone's box cut the words short.
  const body =
    `<rect width="${W}" height="${H}" fill="url(#b)"/>` +
    circle(
      W * between(R, 0.05, 0.25),
      H * between(R, 0.85, 1.05),
      between(R, 38, 52) * u,
      'fill="#fff" opacity=".06"',
    ) +
    circle(
      gcx + between(R, 18, 30) * u,
      gcy - between(R, 14, 24) * u,
      40 * u,
      `fill="${C.tint}" opacity=".08"`,
    ) +
    `<path d="${wave(H * between(R, 0.72, 0.82))}" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="${f(0.5 * u)}"/>` +
    `<path d="${wave(H * between(R, 0.84, 0.92))}" fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="${f(0.5 * u)}"/>` +
    `<rect x="${f(W * between(R, 0.08, 0.2))}" y="${f(H * between(R, 0.32, 0.45))}" width="${f(30 * u)}" height="${f(18 * u)}" fill="url(#d)"/>` +
    `<rect x="${f(W * between(R, 0.82, 0.88))}" y="${f(H * between(R, 0.66, 0.74))}" width="${f(14 * u)}" height="${f(14 * u)}" rx="${f(3 * u)}" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="${f(0.4 * u)}" transform="rotate(${f(between(R, 10, 35))} ${f(W * 0.86)} ${f(H * 0.72)})"/>` +
    circle(
      gcx,
      gcy,
      gr * 1.28,
      'fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="' +
        f(0.35 * u) +
        '" stroke-dasharray="' +
        f(0.4 * u) +
        ' ' +
        f(2.2 * u) +
        '" stroke-linecap="round"',
    ) +
    circle(gcx, gcy, gr, `fill="${C.tint}"`) +
    circle(gcx - gr * 0.72, gcy + gr * 0.72, 2.4 * u, `fill="${C.hi}"`) +
    circle(
      W * between(R, 0.3, 0.42),
      H * between(R, 0.14, 0.24),
      1.3 * u,
      `fill="${C.hi}" opacity=".8"`,
    ) +
    glyph(glyphForCategory(category), gcx - gr * 0.62, gcy - gr * 0.62, gr * 1.24, {
      stroke: c1 === C.accent ? C.accent : C.brand,
      width: 1.4,
    });
  return doc(W, H, name + (thumb ? ' - thumbnail' : ''), defs, body);
}

/** One laurel branch (left side of a wreath); mirrored with a transform for the right side. */
function laurelBranch(cx, cy, r, from, to, count, leafScale) {
  const pts = [];
  const rad = (d) => (d * Math.PI) / 180;
  let stem = '';
  for (let i = 0; i <= count; i++) {
    const t = from + ((to - from) * i) / count;
    const x = cx + r * Math.cos(rad(t));
    const y = cy + r * Math.sin(rad(t));
    stem += (i ? 'L' : 'M') + f(x) + ' ' + f(y);
    const dir = t + 90; // tangent, pointing along the branch towards its tip
    const s = leafScale * (1 - (0.35 * i) / count);
    if (i < count) {
      pts.push(
        `<use href="#l" transform="translate(${f(x)} ${f(y)}) rotate(${f(dir - 38)}) scale(${f(s, 2)})"/>`,
      );
      pts.push(
        `<use href="#l" transform="translate(${f(x)} ${f(y)}) rotate(${f(dir + 38)}) scale(${f(s, 2)})"/>`,
      );
    } else {
      pts.push(
        `<use href="#l" transform="translate(${f(x)} ${f(y)}) rotate(${f(dir)}) scale(${f(s, 2)})"/>`,
      );
    }
  }
  return (
    `<path d="${stem}" fill="none" stroke="${C.brand}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
    pts.join('')
  );
}

function awardSvg({ key, name }) {
  const R = rng(hash('award:' + key));
  const variant = hash('award-variant:' + key) % 3;
  const leaf = '<path id="l" d="M0 0C8-11 26-13 40-6C27 3 11 5 0 0Z"/>';
  const defs =
    lin('b', [
      [0, C.tint],
      [1, C.tint2],
    ]) +
    lin('g', [
      [0, C.hiLight],
      [0.55, C.hi],
      [1, C.hiDark],
    ]) +
    lin(
      'r',
      [
        [0, C.brand],
        [1, C.strong],
      ],
      0,
      1,
    ) +
    leaf;
  const wreath = (cy, r, from, to, n, s, colour) =>
    `<g fill="${colour}">${laurelBranch(400, cy, r, from, to, n, s)}</g>` +
    `<g fill="${colour}" transform="matrix(-1 0 0 1 800 0)">${laurelBranch(400, cy, r, from, to, n, s)}</g>`;
  let body =
    '<rect width="800" height="800" fill="url(#b)"/>' +
    circle(400, 400, 300, 'fill="#fff" opacity=".65"') +
    circle(
      400,
      400,
      340,
      `fill="none" stroke="${C.accent}" stroke-opacity=".14" stroke-width="2" stroke-dasharray="3 12" stroke-linecap="round"`,
    );
  for (let i = 0; i < 5; i++) {
    const a = between(R, 0, Math.PI * 2);
    const d = between(R, 330, 370);
    body += circle(
      400 + d * Math.cos(a),
      400 + d * Math.sin(a),
      between(R, 4, 8),
      `fill="${i % 2 ? C.accent : C.hi}" opacity="${i % 2 ? '.35' : '.8'}"`,
    );
  }
  if (variant === 0) {
    // Trophy flanked by laurel branches.
    body +=
      wreath(420, 245, 113, 200, 6, 1.25, C.accent) +
      `<path d="M318 250H282V285A58 58 0 0 0 340 343M482 250H518V285A58 58 0 0 1 460 343" fill="none" stroke="${C.hiDark}" stroke-width="14" stroke-linecap="round"/>` +
      `<path d="M300 210H500V300A100 100 0 0 1 300 300Z" fill="url(#g)"/>` +
      `<path d="M326 222V290A76 76 0 0 0 360 353" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M385 398H415V470H385Z" fill="${C.hiDark}"/>` +
      `<path d="M350 470H450L462 500H338Z" fill="url(#g)"/>` +
      `<rect x="318" y="500" width="164" height="62" rx="8" fill="url(#r)"/>` +
      `<rect x="352" y="524" width="96" height="14" rx="7" fill="#fff" opacity=".35"/>` +
      `<polygon points="${starPoints(400, 282, 38, 16)}" fill="#fff" opacity=".9"/>`;
  } else if (variant === 1) {
    // Medal on a ribbon.
    body +=
      `<path d="M300 150H370L430 330H360Z" fill="${C.brand}"/>` +
      `<path d="M500 150H430L370 330H440Z" fill="${C.accent}"/>` +
      `<path d="M300 150H370L380 180H310Z" fill="#000" opacity=".12"/>` +
      wreath(470, 150, 110, 190, 5, 0.95, C.brand) +
      circle(400, 470, 128, 'fill="url(#g)"') +
      circle(400, 470, 100, `fill="none" stroke="${C.hiDark}" stroke-width="6" opacity=".55"`) +
      circle(400, 470, 128, 'fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4"') +
      `<polygon points="${starPoints(400, 474, 60, 25)}" fill="#fff"/>`;
  } else {
    // Laurel wreath around a star, with a ribbon.
    body +=
      wreath(400, 215, 100, 240, 9, 1.3, R() < 0.5 ? C.brand : C.accent) +
      circle(400, 400, 118, `fill="${C.strong}"`) +
      circle(400, 400, 100, 'fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3"') +
      `<polygon points="${starPoints(400, 406, 78, 32)}" fill="url(#g)"/>` +
      `<path d="M358 592L330 676L364 660L384 690L400 612Z" fill="${C.accent}"/>` +
      `<path d="M442 592L470 676L436 660L416 690L400 612Z" fill="${C.brand}"/>` +
      circle(400, 600, 22, 'fill="url(#g)"');
  }
  return doc(800, 800, name, defs, body);
}

function newsSvg({ key, name, index }) {
  const R = rng(hash('news:' + key));
  const base = key.replace(/-\d+\.svg$/i, ''); // same for every image of one record, so the index rotates the variants
  const W = 1200;
  const H = 800;
  const ground = 650;
  const light = (hash('news-l:' + base) + index) % 3 === 1; // every third image is a light duotone
  const ink = light ? C.brand : '#fff';
  const [c1, c2] = DUOTONES[(hash('news-p:' + base) + index) % DUOTONES.length];
  const defs =
    (light
      ? lin(
          'b',
          [
            [0, C.white],
            [1, C.tint2],
          ],
          0.4,
          1,
        )
      : lin(
          'b',
          [
            [0, c1],
            [1, c2],
          ],
          0.4,
          1,
        )) +
    '<pattern id="w" width="40" height="44" patternUnits="userSpaceOnUse">' +
    `<rect x="12" y="12" width="16" height="20" rx="3" fill="${light ? '#fff' : C.brand}" opacity="${light ? '.35' : '.28'}"/></pattern>` +
    '<pattern id="v" width="40" height="44" patternUnits="userSpaceOnUse">' +
    `<rect x="13" y="12" width="14" height="18" rx="2" fill="${ink}" opacity=".18"/></pattern>`;
  const hospitalSlot = (hash('news-h:' + base) + index) % 3;
  const hx = [160, 440, 720][hospitalSlot];
  const sunX = hospitalSlot === 2 ? between(R, 160, 480) : between(R, 720, 1060);
  let body =
    `<rect width="${W}" height="${H}" fill="url(#b)"/>` +
    circle(
      sunX,
      between(R, 140, 220),
      between(R, 150, 210),
      `fill="${ink}" opacity="${light ? '.05' : '.06'}"`,
    ) +
    circle(sunX, between(R, 150, 200), between(R, 46, 64), `fill="${C.hi}" opacity=".9"`);
  // Back skyline.
  let back = '';
  for (let x = -20; x < W;) {
    const w = Math.round(between(R, 60, 130));
    const h = Math.round(between(R, 150, 380));
    back += `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" rx="4"/>`;
    x += w + Math.round(between(R, 6, 24));
  }
  body += `<g fill="${ink}" opacity="${light ? '.07' : '.08'}">${back}</g>`;
  // Front row on a 40px grid (so the window pattern lines up), leaving room for the hospital.
  for (let gx = 0; gx < W;) {
    if (gx >= hx - 40 && gx < hx + 360) {
      gx = hx + 400;
      continue;
    }
    const w = 40 * Math.round(between(R, 2, 4));
    const h = 44 * Math.round(between(R, 3, 6));
    body +=
      `<rect x="${gx}" y="${ground - h}" width="${w}" height="${h}" fill="${ink}" opacity="${light ? '.12' : '.14'}"/>` +
      `<rect x="${gx}" y="${ground - h + 8}" width="${w}" height="${h - 52}" fill="url(#v)"/>`;
    gx += w + 40;
  }
  // Hospital: main block, taller central wing with the cross, entrance canopy.
  const main = light ? C.brand : C.tint;
  const wing = light ? C.strong : C.white;
  body +=
    `<rect x="${hx}" y="${ground - 264}" width="360" height="264" fill="${main}"/>` +
    `<rect x="${hx}" y="${ground - 252}" width="360" height="176" fill="url(#w)"/>` +
    `<rect x="${hx + 120}" y="${ground - 372}" width="120" height="372" fill="${wing}"/>` +
    `<rect x="${hx + 120}" y="${ground - 252}" width="120" height="176" fill="url(#w)"/>` +
    `<path d="M${hx + 166} ${ground - 346}h28v22h22v28h-22v22h-28v-22h-22v-28h22Z" fill="${C.hi}"/>` +
    `<rect x="${hx + 140}" y="${ground - 52}" width="80" height="52" fill="${light ? C.tint2 : c1}" opacity=".8"/>` +
    `<rect x="${hx + 116}" y="${ground - 64}" width="128" height="12" rx="4" fill="${C.accent}"/>`;
  // Trees (kept clear of the hospital) and the street.
  for (let i = 0; i < 5; i++) {
    const tx = between(R, 30, W - 30);
    const tr = between(R, 16, 26);
    if (tx > hx - 30 && tx < hx + 390) continue;
    body +=
      `<rect x="${f(tx - 3)}" y="${f(ground - tr - 14)}" width="6" height="${f(tr + 14)}" fill="${ink}" opacity=".3"/>` +
      circle(
        tx,
        ground - tr - 18,
        tr,
        `fill="${light ? C.accent : '#fff'}" opacity="${light ? '.35' : '.22'}"`,
      );
  }
  body +=
    `<rect y="${ground}" width="${W}" height="${H - ground}" fill="${light ? C.brand : C.strong}" opacity="${light ? '.12' : '.55'}"/>` +
    `<path d="M0 ${ground + 75}H${W}" stroke="${light ? C.brand : '#fff'}" stroke-opacity=".25" stroke-width="4" stroke-dasharray="40 28"/>`;
  return doc(W, H, index ? `${name} - image ${index + 1}` : name, defs, body);
}

function eventSvg({ key, name, index }) {
  const R = rng(hash('event:' + key));
  const base = key.replace(/-\d+\.svg$/i, '');
  const W = 1200;
  const H = 800;
  const light = (hash('event-l:' + base) + index) % 3 === 2;
  const ink = light ? C.brand : '#fff';
  const [c1, c2] = DUOTONES[(hash('event-p:' + base) + index + 1) % DUOTONES.length];
  const calLeft = (hash('event-side:' + base) + index) % 2 === 0;
  const calX = calLeft ? 110 : 730;
  const calY = 200;
  const avatarBg = light ? C.white : C.tint2;
  const defs =
    (light
      ? lin('b', [
          [0, C.tint],
          [1, C.tint2],
        ])
      : lin('b', [
          [0, c1],
          [1, c2],
        ])) +
    `<g id="p"><circle r="60" fill="${avatarBg}"/><circle cy="-12" r="20" fill="${C.brand}" opacity=".55"/>` +
    `<path d="M-34 38A34 30 0 0 1 34 38Z" fill="${C.brand}" opacity=".55"/></g>`;
  let body =
    `<rect width="${W}" height="${H}" fill="url(#b)"/>` +
    circle(calLeft ? 860 : 340, 420, 300, `fill="${ink}" opacity="${light ? '.05' : '.06'}"`) +
    circle(calLeft ? 260 : 940, 120, 170, `fill="${ink}" opacity=".04"`);
  // Calendar card with one highlighted day.
  const hiCell = Math.floor(R() * 16);
  let cells = '';
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 4; c++) {
      const i = r * 4 + c;
      const fill = i === hiCell ? C.hi : i === (hiCell + 5) % 16 ? C.accent : C.tint2;
      cells += `<rect x="${calX + 34 + c * 76}" y="${calY + 130 + r * 60}" width="56" height="40" rx="8" fill="${fill}"/>`;
    }
  }
  body +=
    `<rect x="${calX + 10}" y="${calY + 16}" width="360" height="400" rx="28" fill="${light ? C.brand : '#000'}" opacity="${light ? '.1' : '.12'}"/>` +
    `<rect x="${calX}" y="${calY}" width="360" height="400" rx="28" fill="#fff"/>` +
    `<path d="M${calX} ${calY + 100}V${calY + 28}A28 28 0 0 1 ${calX + 28} ${calY}H${calX + 332}A28 28 0 0 1 ${calX + 360} ${calY + 28}V${calY + 100}Z" fill="${C.strong}"/>` +
    `<rect x="${calX + 90}" y="${calY - 24}" width="20" height="56" rx="10" fill="${light ? C.accent : C.tint2}"/>` +
    `<rect x="${calX + 250}" y="${calY - 24}" width="20" height="56" rx="10" fill="${light ? C.accent : C.tint2}"/>` +
    `<rect x="${calX + 34}" y="${calY + 46}" width="150" height="16" rx="8" fill="#fff" opacity=".35"/>` +
    cells;
  // People circles on a gentle zig-zag, joined by faint dotted lines.
  const n = 3 + ((hash('event-n:' + base) + index) % 3);
  const baseX = calLeft ? 560 : 70;
  const people = [];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const px = baseX + 70 + t * 430 + between(R, -12, 12);
    const py = 420 - Math.sin(t * Math.PI) * 90 + (i % 2 ? 70 : -30) + between(R, -20, 20);
    people.push([px, py, between(R, 0.78, 1.12) * (n > 4 ? 0.88 : 1)]);
  }
  body += `<path d="M${people.map(([px, py]) => f(px) + ' ' + f(py)).join('L')}" fill="none" stroke="${ink}" stroke-opacity=".4" stroke-width="4" stroke-dasharray="1 12" stroke-linecap="round"/>`;
  for (const [px, py, s] of people) {
    body +=
      circle(px, py, 60 * s + 9, `fill="${ink}" opacity="${light ? '.1' : '.18'}"`) +
      `<use href="#p" transform="translate(${f(px)} ${f(py)}) scale(${f(s, 2)})"/>`;
  }
  for (let i = 0; i < 6; i++) {
    let dx = between(R, 40, W - 40);
    const dy = between(R, 40, H - 40);
    if (dx > calX - 40 && dx < calX + 400) dx = W - dx; // keep confetti off the calendar card
    body += circle(
      dx,
      dy,
      between(R, 4, 9),
      `fill="${i % 3 ? ink : C.hi}" opacity="${i % 3 ? '.3' : '.9'}"`,
    );
  }
  return doc(W, H, index ? `${name} - image ${index + 1}` : name, defs, body);
}

function genericSvg({ key, name, category, w = 800, h = 600 }) {
  const R = rng(hash('generic:' + key));
  const s = Math.min(w, h);
  const ang = between(R, 0, Math.PI * 2);
  const defs = lin('b', [
    [0, C.tint],
    [1, C.tint2],
  ]);
  const body =
    `<rect width="${w}" height="${h}" fill="url(#b)"/>` +
    circle(w / 2, h / 2, s * 0.3, `fill="${C.brand}" opacity=".07"`) +
    circle(
      w / 2 + s * 0.3 * Math.cos(ang),
      h / 2 + s * 0.3 * Math.sin(ang),
      s * 0.015,
      `fill="${C.hi}"`,
    ) +
    glyph(
      category ? glyphForCategory(category) : 'cross',
      w / 2 - s * 0.17,
      h / 2 - s * 0.17,
      s * 0.34,
      { stroke: C.brand, width: 1.3 },
    );
  return doc(w, h, name || titleCase(key), defs, body);
}

function logoSvg() {
  const defs = lin('m', [
    [0, C.brand],
    [1, C.accent],
  ]);
  const heart =
    'M12 20C6.5 16.4 3.5 13 3.5 9.2A4.6 4.6 0 0 1 12 6.8A4.6 4.6 0 0 1 20.5 9.2C20.5 13 17.5 16.4 12 20Z';
  const body =
    '<rect x="8" y="10" width="60" height="60" rx="16" fill="url(#m)"/>' +
    `<path d="${heart}" transform="translate(14.6 14.4) scale(1.95)" fill="#fff"/>` +
    `<path d="M35 29.5h6v7h7v6h-7v7h-6v-7h-7v-6h7Z" fill="${C.brand}"/>` +
    `<text x="82" y="44" font-family="${FONT}" font-size="34" font-weight="700" letter-spacing="-.4" fill="${C.strong}">Amandeep</text>` +
    `<rect x="83" y="56" width="18" height="3" rx="1.5" fill="${C.hi}"/>` +
    `<text x="108" y="63" font-family="${FONT}" font-size="13" font-weight="600" letter-spacing="5" fill="${C.accent}">HOSPITAL</text>`;
  return doc(360, 80, 'Amandeep Hospital', defs, body);
}

// ------------------------------------------------------------ collection ---

const SIZES = { hero: [1600, 700], thumb: [800, 500] };

/** Where the image is written, or a reason for skipping it. */
function resolveTarget(outDir, raw) {
  if (typeof raw !== 'string') return { skip: 'not a string' };
  const url = raw.trim().replace(/[?#].*$/s, '');
  if (!url) return { skip: 'empty' };
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return { skip: 'external' };
  if (!url.startsWith('/')) return { skip: 'not root-relative' };
  if (!/\.svg$/i.test(url)) return { skip: 'not .svg' };
  const segments = url.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s === '.' || s.includes('\\') || s.includes('\0')))
    return { skip: 'unsafe' };
  const file = path.join(outDir, ...segments);
  const rel = path.relative(outDir, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return { skip: 'unsafe' };
  return { url: '/' + segments.join('/'), file, segments };
}

function describe(entry, doctorsBySlug) {
  const { segments, record, index, sourceFile } = entry;
  const base = segments[segments.length - 1].replace(/\.svg$/i, '');
  const section =
    segments[0] === 'catalogue' && segments.length > 2
      ? segments[1]
      : path.basename(sourceFile, '.json');
  const key = segments.join('/');
  const rec = record && typeof record === 'object' ? record : {};
  const str = (v) => (typeof v === 'string' ? v : '');
  switch (section) {
    case 'doctors': {
      const slug = str(rec.slug) || base;
      const known = doctorsBySlug.get(slug) ?? {};
      return {
        kind: 'doctors',
        svg: doctorSvg({
          key,
          slug,
          name: str(rec.name) || str(known.name),
          category: str(rec.category) || str(known.category),
        }),
      };
    }
    case 'specialities':
    case 'categories': {
      const name = str(rec.name) || titleCase(base.replace(/-hero$/, ''));
      const hero = /-hero$/.test(base);
      return {
        kind: 'specialities',
        svg: hero ? specialityHeroSvg({ key, name }) : specialityTileSvg({ key, name }),
      };
    }
    case 'blogs':
      return {
        kind: 'blogs',
        svg: blogSvg({
          key,
          name: str(rec.name) || titleCase(base),
          category: str(rec.category),
          thumb: /-thumb$/.test(base),
        }),
      };
    case 'awards':
      return { kind: 'awards', svg: awardSvg({ key, name: str(rec.name) || titleCase(base) }) };
    case 'news':
      return { kind: 'news', svg: newsSvg({ key, name: str(rec.name) || titleCase(base), index }) };
    case 'events':
      return {
        kind: 'events',
        svg: eventSvg({ key, name: str(rec.name) || titleCase(base), index }),
      };
    default: {
      const suffix = base.match(/-(hero|thumb)$/)?.[1];
      const [w, h] = SIZES[suffix] ?? [800, 600];
      return {
        kind: 'other',
        svg: genericSvg({
          key,
          name: str(rec.name) || titleCase(base),
          category: str(rec.category),
          w,
          h,
        }),
      };
    }
  }
}

async function loadCatalogue(dir) {
  let names = [];
  try {
    names = (await readdir(dir)).filter((n) => n.toLowerCase().endsWith('.json')).sort();
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  const files = [];
  const problems = [];
  for (const name of names) {
    try {
      const data = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
      const records = Array.isArray(data) ? data : data && typeof data === 'object' ? [data] : [];
      files.push({ name, records });
    } catch (err) {
      problems.push(
        `${name} (${err instanceof SyntaxError ? 'invalid JSON' : err.code || err.message})`,
      );
    }
  }
  return { files, problems };
}

// ------------------------------------------------------------------- main ---

function displayPath(p) {
  const rel = path.relative(process.cwd(), p);
  return !rel ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? p : rel;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const { files, problems } = await loadCatalogue(opts.catalogue);

  const doctorsBySlug = new Map();
  for (const { name, records } of files) {
    if (name !== 'doctors.json') continue;
    for (const r of records)
      if (r && typeof r.slug === 'string' && !doctorsBySlug.has(r.slug))
        doctorsBySlug.set(r.slug, r);
  }

  const entries = new Map(); // url -> entry (first reference wins)
  const skipped = new Map(); // reason -> count
  for (const { name, records } of files) {
    for (const record of records) {
      if (!record || typeof record !== 'object') continue;
      for (const field of ['image', 'images']) {
        const value = record[field];
        if (value == null) continue;
        const list = Array.isArray(value) ? value : [value];
        list.forEach((raw, index) => {
          const t = resolveTarget(opts.out, raw);
          if (t.skip) {
            skipped.set(t.skip, (skipped.get(t.skip) ?? 0) + 1);
            return;
          }
          if (!entries.has(t.url)) entries.set(t.url, { ...t, record, index, sourceFile: name });
        });
      }
    }
  }

  const outputs = [...entries.values()].map((e) => ({
    file: e.file,
    ...describe(e, doctorsBySlug),
  }));
  outputs.push({ file: path.join(opts.out, 'images', 'logo.svg'), kind: 'logo', svg: logoSvg() });

  const perKind = new Map();
  let written = 0;
  let unchanged = 0;
  let largest = 0;
  let oversized = 0;
  for (const { file, kind, svg } of outputs) {
    perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
    const bytes = Buffer.byteLength(svg);
    largest = Math.max(largest, bytes);
    if (bytes > 6 * 1024) oversized++;
    let current = null;
    try {
      current = await readFile(file, 'utf8');
    } catch {}
    if (current === svg) {
      unchanged++;
      continue;
    }
    written++;
    if (!opts.check) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, svg, 'utf8');
    }
  }

  const order = ['doctors', 'specialities', 'blogs', 'awards', 'news', 'events', 'other', 'logo'];
  const kinds = order
    .filter((k) => perKind.has(k))
    .map((k) => `${k} ${perKind.get(k)}`)
    .join(', ');
  const skippedText = [...skipped].map(([reason, n]) => `${n} ${reason}`).join(', ');
  console.log(
    `placeholders: ${outputs.length} SVGs from ${files.length} catalogue file(s) [${kinds}] -> ` +
      `${displayPath(opts.out)}: ${written} ${opts.check ? 'would change' : 'written'}, ${unchanged} unchanged` +
      `, largest ${(largest / 1024).toFixed(1)} KB${oversized ? ` (${oversized} over 6 KB)` : ''}` +
      (skippedText ? `; skipped paths: ${skippedText}` : '') +
      (problems.length ? `; unreadable: ${problems.join(', ')}` : ''),
  );
  if (opts.check && written > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(`generate-placeholders: ${err.message}`);
  process.exit(1);
});
