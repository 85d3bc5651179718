#!/usr/bin/env node
// Draws the home page's network-hospital and technology illustrations (duotone, brand palette)
// into public/images/units and public/images/technologies. Run by hand: node scripts/draw-home-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTokens } from '../styles/read-tokens.mjs';

const { colours, drawingColours } = readTokens();
const BRAND = colours.brand;
const STRONG = colours.brandStrong;
const ACCENT = colours.accent;
const TINT = colours.surfaceTint;
const TINT2 = colours.surfaceTint2;
const TINT3 = drawingColours.surfaceTint3;
const WHITE = '#fff';
const HIGHLIGHT = colours.highlight;

const W = 640;
const H = 400;
const HORIZON = 340;

const boxes = (list) => list.map(([x, y, w, h]) => `M${x} ${y}h${w}v${h}h${-w}z`).join('');

const grid = (x, y, cols, rows, w, h, dx, dy, skip = []) => {
  const list = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      if (!skip.includes(`${col},${row}`)) list.push([x + col * dx, y + row * dy, w, h]);
    }
  }
  return list;
};

const rect = (x, y, w, h, fill, more = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${more}/>`;

const panes = (list, fill = BRAND, opacity = 0.16) =>
  `<path fill="${fill}" fill-opacity="${opacity}" d="${boxes(list)}"/>`;

const cross = (cx, cy, size, fill = WHITE) => {
  const t = size / 3;
  const arm = (size - t) / 2;
  return `<path fill="${fill}" d="M${cx - t / 2} ${cy - size / 2}h${t}v${arm}h${arm}v${t}h${-arm}v${arm}h${-t}v${-arm}h${-arm}v${-t}h${arm}z"/>`;
};

const sign = (cx, cy, size) =>
  rect(cx - size / 2, cy - size / 2, size, size, BRAND, ` rx="${size / 4}"`) +
  cross(cx, cy, size * 0.56);

const cloud = (x, y, s = 1, opacity = 1) =>
  `<path fill="${WHITE}" fill-opacity="${opacity}" d="M${x} ${y}a${12 * s} ${12 * s} 0 0 1 ${12 * s}-${12 * s}a${18 * s} ${18 * s} 0 0 1 ${32 * s}-${6 * s}a${12 * s} ${12 * s} 0 0 1 ${18 * s} ${18 * s}z"/>`;

const sun = (cx, cy, r) =>
  `<circle cx="${cx}" cy="${cy}" r="${r * 1.7}" fill="${HIGHLIGHT}" fill-opacity=".16"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${HIGHLIGHT}" fill-opacity=".55"/>`;

const tree = (cx, base, r, fill = ACCENT, opacity = 1) =>
  rect(cx - 3, base - r, 6, r, STRONG) +
  `<circle cx="${cx}" cy="${base - r * 1.4}" r="${r}" fill="${fill}" fill-opacity="${opacity}"/>`;

const pine = (cx, base, h, fill = ACCENT, opacity = 1) =>
  `<path fill="${fill}" fill-opacity="${opacity}" d="M${cx} ${base - h}l${h * 0.3} ${h * 0.82}h${-h * 0.6}z"/>` +
  rect(cx - 2.5, base - h * 0.2, 5, h * 0.2, STRONG);

// A chinar: a broad dome of foliage in two tones on a short trunk.
const chinar = (cx, r) => {
  const cy = 340 - r * 1.3;
  return (
    rect(cx - 4, cy, 8, 340 - cy, STRONG) +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.78}" fill="${BRAND}"/>` +
    `<circle cx="${cx - r * 0.3}" cy="${cy - r * 0.2}" r="${r * 0.46}" fill="${ACCENT}"/>` +
    `<circle cx="${cx + r * 0.28}" cy="${cy - r * 0.34}" r="${r * 0.36}" fill="${ACCENT}"/>`
  );
};

const svg = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>\n`;

const vertical = (id, top, bottom) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

const outdoors = (scenery, building, foreground = '') =>
  svg(
    vertical('s', TINT, TINT3),
    rect(0, 0, W, H, 'url(#s)') +
      scenery +
      rect(0, HORIZON, W, H - HORIZON, TINT2) +
      rect(0, HORIZON, W, 3, BRAND, ' fill-opacity=".12"') +
      building +
      foreground,
  );

const shadow = (cx, w) =>
  `<ellipse cx="${cx}" cy="334" rx="${w / 2}" ry="7" fill="${BRAND}" fill-opacity=".1"/>`;

const indoors = (body) =>
  svg(
    vertical('s', TINT, TINT2),
    rect(0, 0, W, H, 'url(#s)') +
      `<circle cx="320" cy="210" r="170" fill="${WHITE}" fill-opacity=".7"/>` +
      rect(0, 330, W, 70, TINT3) +
      rect(0, 330, W, 3, BRAND, ' fill-opacity=".12"') +
      body,
  );

const block = (x, y, w, h) =>
  rect(x, y, w, h, WHITE) + rect(x + w - 12, y, 12, h, BRAND, ' fill-opacity=".07"');

const roof = (x, y, w, fill = BRAND) => rect(x - 6, y, w + 12, 12, fill, ' rx="3"');

const door = (cx, w, h, canopy = w + 40) =>
  rect(cx - canopy / 2, HORIZON - h - 12, canopy, 8, STRONG, ' rx="2"') +
  rect(cx - w / 2, HORIZON - h, w, h, ACCENT) +
  rect(cx - 1, HORIZON - h, 2, h, WHITE, ' fill-opacity=".7"');

const ambulance = (x, y) =>
  rect(x, y, 92, 40, WHITE, ` rx="6" stroke="${BRAND}" stroke-width="2"`) +
  `<path fill="${WHITE}" stroke="${BRAND}" stroke-width="2" d="M${x + 92} ${y + 8}h14l12 16v16h-26z"/>` +
  `<path fill="${BRAND}" fill-opacity=".2" d="M${x + 96} ${y + 12}h9l8 11h-17z"/>` +
  rect(x, y + 26, 118, 5, ACCENT) +
  cross(x + 44, y + 15, 16, BRAND) +
  `<circle cx="${x + 22}" cy="${y + 42}" r="8" fill="${STRONG}"/><circle cx="${x + 94}" cy="${y + 42}" r="8" fill="${STRONG}"/>` +
  rect(x + 40, y - 5, 10, 5, ACCENT, ' rx="2"');

const units = {
  // GT Road main hospital: a tall main block with its sign, wings, and an ambulance bay.
  'amandeep-hospital-punjab': outdoors(
    sun(96, 76, 22) + cloud(430, 70, 1.1) + cloud(170, 130, 0.8, 0.8),
    block(110, 180, 130, 160) +
      roof(110, 172, 130, ACCENT) +
      panes(grid(126, 200, 3, 4, 24, 20, 38, 34)) +
      block(240, 74, 170, 266) +
      roof(240, 66, 170) +
      sign(325, 114, 52) +
      panes(grid(258, 160, 4, 4, 26, 22, 38, 34, ['1,3', '2,3'])) +
      door(325, 44, 44) +
      block(410, 150, 100, 190) +
      roof(410, 142, 100, ACCENT) +
      panes(grid(422, 168, 3, 4, 18, 20, 28, 34)) +
      rect(470, 262, 150, 10, BRAND, ' rx="3"') +
      rect(606, 272, 6, 68, BRAND) +
      ambulance(484, 288),
    rect(0, 364, W, 4, WHITE, ' fill-opacity=".9"') +
      `<path stroke="${BRAND}" stroke-opacity=".25" stroke-width="4" stroke-dasharray="28 22" d="M0 386h640"/>`,
  ),

  // Medicity, Amritsar: a larger modern glass campus of several wings.
  'amandeep-medicity-hospital-amritsar': outdoors(
    sun(560, 70, 20) +
      cloud(70, 84, 1) +
      cloud(300, 50, 0.8, 0.8) +
      `<path fill="${BRAND}" fill-opacity=".08" d="M20 340V230h50v-30h40v140zM560 340V210h40v-20h30v150z"/>`,
    `<path fill="url(#g)" d="M60 340V196l140-20v164z"/>` +
      `<path stroke="${WHITE}" stroke-opacity=".55" stroke-width="2" d="M88 192v148M116 188v152M144 184v156M172 180v160M60 236l140-14M60 276l140-10M60 312l140-6"/>` +
      block(200, 80, 150, 260) +
      roof(200, 72, 150) +
      sign(275, 120, 48) +
      panes(
        [
          [214, 164, 122, 20],
          [214, 200, 122, 20],
          [214, 236, 122, 20],
          [214, 272, 122, 20],
        ],
        ACCENT,
        0.55,
      ) +
      `<path fill="url(#g)" d="M350 340V124l220 30v186z"/>` +
      `<path stroke="${WHITE}" stroke-opacity=".55" stroke-width="2" d="M394 130v210M438 136v204M482 142v198M526 148v192M350 180l220 20M350 230l220 16M350 280l220 12"/>` +
      rect(344, 116, 232, 10, BRAND, ' rx="3" transform="rotate(7.8 344 116)"') +
      `<path fill="${WHITE}" d="M170 340v-40q105-34 210 0v40z"/>` +
      `<path fill="${ACCENT}" fill-opacity=".6" d="M186 340v-28q89-26 178 0v28z"/>` +
      rect(258, 300, 34, 40, STRONG, ' fill-opacity=".8"'),
    tree(28, 340, 16) + tree(610, 340, 18),
  ).replace(
    '<defs>',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ACCENT}"/><stop offset="1" stop-color="${BRAND}"/></linearGradient>`,
  ),

  // Pathankot: a mid-rise hospital with the Shivalik hills behind.
  'best-hospital-in-pathankot': outdoors(
    sun(500, 92, 20) +
      cloud(90, 70, 0.9) +
      `<path fill="${ACCENT}" fill-opacity=".16" d="M0 250l90-80 70 50 110-100 120 90 80-60 170 120v70H0z"/>` +
      `<path fill="${BRAND}" fill-opacity=".22" d="M0 290l110-60 90 40 120-70 130 80 90-40 100 50v50H0z"/>`,
    block(200, 150, 240, 190) +
      roof(200, 142, 240) +
      sign(320, 182, 40) +
      panes(grid(220, 216, 6, 3, 24, 20, 36, 32, ['2,2', '3,2'])) +
      door(320, 44, 40) +
      block(440, 210, 90, 130) +
      roof(440, 202, 90, ACCENT) +
      panes(grid(456, 226, 2, 3, 22, 20, 38, 32)) +
      pine(160, 340, 90) +
      pine(130, 340, 64, BRAND, 0.8) +
      pine(560, 340, 80) +
      pine(590, 340, 56, BRAND, 0.8),
  ),

  // Tarn Taran: a low, wide hospital among fields.
  'best-hospital-in-tarn-taran': outdoors(
    sun(120, 84, 24) +
      cloud(400, 66, 1.1) +
      cloud(540, 120, 0.7, 0.8) +
      tree(28, 300, 14, ACCENT, 0.5) +
      tree(54, 300, 11, ACCENT, 0.5) +
      tree(590, 300, 14, ACCENT, 0.5) +
      tree(616, 300, 11, ACCENT, 0.5),
    block(70, 240, 500, 100) +
      roof(70, 232, 500, ACCENT) +
      block(260, 200, 120, 140) +
      roof(260, 192, 120) +
      sign(320, 230, 36) +
      panes(grid(90, 258, 5, 2, 22, 22, 34, 38)) +
      panes(grid(400, 258, 5, 2, 22, 22, 34, 38)) +
      door(320, 48, 56),
    `<path fill="${ACCENT}" fill-opacity=".3" d="M0 350h640v6H0zM0 364h640v8H0zM0 382h640v10H0z"/>` +
      `<path fill="${WHITE}" d="M298 340h44l30 60H268z"/>`,
  ),

  // Ferozepur: a mid-rise hospital under open sky, among trees.
  'amandeep-hospital-ferozepur': outdoors(
    sun(520, 74, 24) +
      cloud(60, 60, 1.2) +
      cloud(250, 96, 0.9, 0.9) +
      cloud(400, 44, 0.7, 0.8) +
      `<path fill="none" stroke="${BRAND}" stroke-opacity=".5" stroke-width="2.5" stroke-linecap="round" d="M150 58q6-6 12 0q6-6 12 0M184 76q5-5 10 0q5-5 10 0"/>`,
    block(180, 170, 110, 170) +
      roof(180, 162, 110, ACCENT) +
      panes(grid(192, 188, 3, 4, 20, 20, 32, 34)) +
      block(290, 136, 190, 204) +
      roof(290, 128, 190) +
      sign(385, 166, 42) +
      rect(361, 196, 48, 90, ACCENT, ' fill-opacity=".55"') +
      rect(361, 226, 48, 3, WHITE) +
      rect(361, 256, 48, 3, WHITE) +
      panes(grid(304, 196, 2, 3, 22, 22, 30, 34)) +
      panes(grid(414, 196, 2, 3, 22, 22, 30, 34)) +
      door(385, 48, 38) +
      tree(90, 340, 26) +
      tree(140, 340, 18, BRAND, 0.85) +
      tree(520, 340, 28) +
      tree(575, 340, 20, BRAND, 0.85) +
      tree(620, 340, 14),
  ),

  // Srinagar: a hospital by the lake, snow-capped mountains and chinar trees behind.
  'amandeep-medicity-srinagar': outdoors(
    `<path fill="${BRAND}" fill-opacity=".42" d="M0 260l120-130 70 60 110-120 130 140 70-60 140 130v60H0z"/>` +
      `<path fill="${WHITE}" d="M120 130l-30 32 12-3 10 8 10-9 10 6 11-6zM300 70l-40 44 16-4 12 10 12-10 14 9 14-5zM500 150l-30 26 12-3 10 7 10-8 12 4z"/>` +
      `<path fill="${ACCENT}" fill-opacity=".3" d="M0 300l100-40 120 30 140-50 140 40 140-20v80H0z"/>`,
    block(220, 190, 200, 150) +
      `<path fill="${BRAND}" d="M208 196l112-34 112 34z"/>` +
      sign(320, 220, 34) +
      panes(grid(236, 238, 5, 2, 22, 20, 36, 30)) +
      door(320, 40, 36) +
      chinar(148, 52) +
      chinar(500, 46),
    rect(0, 346, W, 54, ACCENT, ' fill-opacity=".28"') +
      `<path stroke="${WHITE}" stroke-width="3" stroke-linecap="round" d="M60 362h70M250 372h140M470 364h90M150 388h80M420 390h60"/>` +
      `<path fill="${BRAND}" d="M330 380h60l-8 8h-44z"/>`,
  ),
};

const table = (x, y, w) =>
  rect(x, y, w, 14, WHITE, ` rx="7" stroke="${BRAND}" stroke-width="2"`) +
  rect(x + w / 2 - 10, y + 14, 20, 316 - y, BRAND) +
  rect(x + w / 2 - 40, 324, 80, 10, STRONG, ' rx="4"');

const monitor = (x, y, w, h) =>
  rect(x, y, w, h, STRONG, ' rx="6"') +
  `<path fill="none" stroke="${WHITE}" stroke-width="2" stroke-linejoin="round" d="M${x + 8} ${y + h / 2}h${w * 0.25}l6-${h * 0.25} 8 ${h * 0.45} 6-${h * 0.2}h${w * 0.35}"/>`;

const technologies = {
  'robotic-surgery': indoors(
    shadow(90, 120) +
      shadow(310, 140) +
      shadow(526, 120) +
      rect(40, 200, 100, 64, STRONG, ' rx="10"') +
      rect(52, 212, 76, 30, ACCENT, ' fill-opacity=".6" rx="4"') +
      `<path fill="${BRAND}" d="M62 264h56l12 66H50z"/>` +
      table(170, 262, 280) +
      `<path fill="${ACCENT}" fill-opacity=".35" d="M200 262q110-40 220 0z"/>` +
      rect(500, 140, 52, 184, WHITE, ` rx="12" stroke="${BRAND}" stroke-width="3"`) +
      rect(484, 320, 84, 12, STRONG, ' rx="5"') +
      `<path fill="none" stroke="${BRAND}" stroke-width="18" stroke-linecap="round" d="M526 110H290"/>` +
      rect(516, 110, 20, 40, BRAND) +
      `<path fill="none" stroke="${BRAND}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" d="M290 118v34l-22 24M350 118v58M410 118v34l22 24"/>` +
      `<path fill="none" stroke="${ACCENT}" stroke-width="5" stroke-linecap="round" d="M268 176l26 58M350 176v58M432 176l-26 58"/>` +
      `<g fill="${WHITE}" stroke="${BRAND}" stroke-width="4"><circle cx="290" cy="152" r="8"/><circle cx="350" cy="152" r="8"/><circle cx="410" cy="152" r="8"/><circle cx="526" cy="110" r="13"/></g>` +
      `<circle cx="526" cy="176" r="5" fill="${HIGHLIGHT}"/>`,
  ),
  'cath-lab': indoors(
    shadow(145, 110) +
      shadow(370, 200) +
      rect(440, 40, 150, 10, BRAND, ' rx="4"') +
      rect(511, 50, 8, 24, BRAND) +
      monitor(446, 74, 66, 46) +
      monitor(518, 74, 66, 46) +
      `<circle cx="578" cy="84" r="4" fill="${HIGHLIGHT}"/>` +
      rect(130, 200, 30, 130, BRAND, ' rx="6"') +
      rect(110, 318, 70, 14, STRONG, ' rx="5"') +
      `<path fill="none" stroke="${BRAND}" stroke-width="14" stroke-linecap="round" d="M145 214h100"/>` +
      table(250, 226, 300) +
      `<path fill="${ACCENT}" fill-opacity=".35" d="M280 226q100-30 200 0z"/>` +
      `<path fill="none" stroke="${ACCENT}" stroke-width="24" stroke-linecap="round" d="M356 130a94 94 0 1 0 0 184"/>` +
      rect(318, 112, 76, 30, WHITE, ` rx="8" stroke="${BRAND}" stroke-width="3"`) +
      rect(326, 142, 60, 8, BRAND, ' fill-opacity=".3"') +
      rect(326, 296, 60, 28, WHITE, ` rx="8" stroke="${BRAND}" stroke-width="3"`) +
      `<circle cx="262" cy="222" r="16" fill="${WHITE}" stroke="${BRAND}" stroke-width="5"/>`,
  ),
  mri: indoors(
    shadow(197, 250) +
      shadow(440, 280) +
      rect(300, 96, 280, 226, WHITE, ` rx="60" stroke="${BRAND}" stroke-width="3"`) +
      rect(300, 204, 280, 22, ACCENT, ' fill-opacity=".5"') +
      `<circle cx="440" cy="214" r="96" fill="${WHITE}" stroke="${BRAND}" stroke-width="3"/>` +
      `<circle cx="440" cy="214" r="78" fill="${BRAND}"/>` +
      `<circle cx="440" cy="214" r="58" fill="${STRONG}"/>` +
      `<path fill="${ACCENT}" fill-opacity=".6" d="M440 136a78 78 0 0 1 78 78h-20a58 58 0 0 0-58-58z"/>` +
      rect(318, 320, 244, 12, STRONG, ' rx="5"') +
      rect(540, 130, 18, 6, HIGHLIGHT, ' rx="3"') +
      rect(60, 238, 440, 18, WHITE, ` rx="9" stroke="${BRAND}" stroke-width="2"`) +
      `<path fill="${ACCENT}" fill-opacity=".35" d="M90 238q90-24 180 0z"/>` +
      `<path fill="${BRAND}" d="M100 256h190l-16 68H116z"/>` +
      rect(92, 320, 210, 12, STRONG, ' rx="5"'),
  ),
  'ct-scan': indoors(
    shadow(176, 220) +
      shadow(410, 220) +
      `<circle cx="410" cy="206" r="118" fill="${WHITE}" stroke="${BRAND}" stroke-width="3"/>` +
      `<circle cx="410" cy="206" r="100" fill="none" stroke="${ACCENT}" stroke-width="6" stroke-opacity=".5"/>` +
      `<circle cx="410" cy="206" r="44" fill="${STRONG}"/>` +
      `<path fill="${BRAND}" d="M340 306h140l20 24H320z"/>` +
      `<circle cx="410" cy="106" r="5" fill="${HIGHLIGHT}"/>` +
      rect(50, 230, 460, 16, WHITE, ` rx="8" stroke="${BRAND}" stroke-width="2"`) +
      `<path fill="${ACCENT}" fill-opacity=".35" d="M80 230q80-22 160 0z"/>` +
      `<path fill="${BRAND}" d="M100 246h150l-12 84H112z"/>` +
      rect(86, 324, 180, 10, STRONG, ' rx="4"'),
  ),
  'hyperbaric-oxygen': indoors(
    shadow(260, 360) +
      shadow(576, 90) +
      rect(60, 140, 400, 150, WHITE, ` rx="75" stroke="${BRAND}" stroke-width="3"`) +
      rect(140, 140, 10, 150, BRAND, ' fill-opacity=".2"') +
      rect(370, 140, 10, 150, BRAND, ' fill-opacity=".2"') +
      `<g fill="${ACCENT}" fill-opacity=".45" stroke="${BRAND}" stroke-width="5"><circle cx="205" cy="205" r="24"/><circle cx="275" cy="205" r="24"/><circle cx="345" cy="205" r="24"/></g>` +
      `<circle cx="460" cy="215" r="52" fill="${WHITE}" stroke="${BRAND}" stroke-width="6"/>` +
      `<circle cx="460" cy="215" r="30" fill="${ACCENT}" fill-opacity=".45"/>` +
      rect(500, 208, 24, 14, BRAND, ' rx="4"') +
      `<path fill="${BRAND}" d="M120 290h30l-10 40h-10zM370 290h30l-10 40h-10z"/>` +
      rect(548, 170, 56, 160, BRAND, ' rx="8"') +
      `<circle cx="576" cy="206" r="15" fill="${WHITE}"/><path stroke="${HIGHLIGHT}" stroke-width="3" stroke-linecap="round" d="M576 206l8-8"/>` +
      `<circle cx="576" cy="250" r="15" fill="${WHITE}"/><path stroke="${BRAND}" stroke-width="3" stroke-linecap="round" d="M576 250l-8-8"/>` +
      rect(560, 284, 32, 8, ACCENT, ' rx="4"'),
  ),
  'modular-theatres': indoors(
    shadow(320, 160) +
      `<path stroke="${BRAND}" stroke-opacity=".1" stroke-width="2" d="M80 80v250M160 80v250M480 80v250M560 80v250"/>` +
      rect(36, 150, 80, 180, WHITE, ` stroke="${BRAND}" stroke-width="2"`) +
      `<circle cx="76" cy="200" r="16" fill="${ACCENT}" fill-opacity=".35" stroke="${BRAND}" stroke-width="2"/>` +
      rect(520, 150, 64, 48, STRONG, ' rx="6"') +
      `<path fill="none" stroke="${WHITE}" stroke-width="2" d="M530 174h12l5-9 6 18 5-9h12"/>` +
      rect(526, 210, 52, 8, ACCENT, ' rx="4"') +
      rect(160, 30, 320, 30, WHITE, ` rx="6" stroke="${BRAND}" stroke-width="2"`) +
      `<path stroke="${ACCENT}" stroke-opacity=".5" stroke-width="3" stroke-dasharray="4 8" d="M172 45h296"/>` +
      `<path stroke="${ACCENT}" stroke-opacity=".2" stroke-width="3" d="M200 66l-14 160M260 66l-6 160M380 66l6 160M440 66l14 160"/>` +
      `<path fill="none" stroke="${BRAND}" stroke-width="6" stroke-linecap="round" d="M320 60v30M320 90l-90 30M320 90l90 30"/>` +
      `<path fill="${BRAND}" d="M190 150a40 26 0 0 1 80 0zM370 150a40 26 0 0 1 80 0z"/>` +
      `<path fill="${HIGHLIGHT}" fill-opacity=".55" d="M200 150h60l-6 6h-48zM380 150h60l-6 6h-48z"/>` +
      rect(226, 120, 8, 8, BRAND) +
      rect(406, 120, 8, 8, BRAND) +
      table(200, 262, 240) +
      `<path fill="${ACCENT}" fill-opacity=".35" d="M220 262q100-36 200 0z"/>`,
  ),
};

const write = (folder, drawings) => {
  const dir = join('public', 'images', folder);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(drawings))
    writeFileSync(join(dir, `${name}.svg`), text);
};

write('units', units);
write('technologies', technologies);
