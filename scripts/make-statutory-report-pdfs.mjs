// Writes the Bio-Medical Waste Reports the /statutory-monthly-report page links, one small PDF per
// published month (public/documents/statutory/), from the list in content/statutory-reports.ts:
//   node scripts/make-statutory-report-pdfs.mjs
// A hand-written PDF 1.4 writer (one page, the standard Helvetica fonts, a correct xref table)
// keeps each file about 2 KB. The figures are invented sample data and every file says so.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}public/documents/statutory`;

/** The content module, bundled so this script reads the same list as the page. */
async function loadReports() {
  const result = await build({
    entryPoints: [`${root}content/statutory-reports.ts`],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** A repeatable number from a file's name, so a rebuild writes the same figures. */
function seeded(name) {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return () => {
    hash = Math.imul(hash ^ (hash >>> 15), 2246822507) >>> 0;
    return hash / 4294967296;
  };
}

const CATEGORIES = [
  ['Yellow', 'Anatomical and soiled waste, expired medicines', 380],
  ['Red', 'Contaminated recyclable plastics', 260],
  ['White', 'Sharps: needles, blades, scalpels', 28],
  ['Blue', 'Glassware and metallic implants', 45],
];

/** Bigger hospitals, more waste: rough scale for the sample figures. */
const SCALE = { 'amritsar-gt-road': 1.6, 'amritsar-medicity': 1.3, pathankot: 0.9 };

const escape = (text) => text.replace(/[\\()]/g, (char) => `\\${char}`);
const kg = (value) => value.toFixed(1);

function pageContent(city, report) {
  const random = seeded(report.file);
  const scale = SCALE[city.id] ?? 1;
  const rows = CATEGORIES.map(([name, holds, base]) => [
    name,
    holds,
    Math.round(base * scale * (0.85 + random() * 0.3) * 10) / 10,
  ]);
  const total = rows.reduce((sum, row) => sum + row[2], 0);
  const ops = [];
  const text = (x, y, size, value, font = 'F1') =>
    ops.push(`BT /${font} ${size} Tf ${x} ${y} Td (${escape(value)}) Tj ET`);
  const right = (x, y, size, value, font = 'F1') =>
    // Helvetica digits are all 0.556 em wide, so a figure's width is known without metrics.
    text((x - value.length * size * 0.556).toFixed(1), y, size, value, font);

  ops.push('0.039 0.239 0.329 rg 0 742 595 100 re f');
  ops.push('1 1 1 rg');
  text(48, 800, 11, city.unitName);
  text(48, 772, 22, 'Bio-Medical Waste Report', 'F2');
  text(48, 754, 13, report.period);
  ops.push('0.961 0.651 0.137 rg 48 694 499 30 re f');
  ops.push('0.122 0.161 0.2 rg');
  text(
    58,
    705,
    10.5,
    "SAMPLE DATA: invented figures for the website, not the hospital's records.",
    'F2',
  );
  ops.push('0.122 0.161 0.2 rg');
  text(48, 664, 11, `Unit: ${city.unitName}, ${city.address}`);
  text(48, 648, 11, `Period: ${report.period}. Figures are weights handed over, in kilograms.`);

  let y = 610;
  ops.push(`0.91 0.953 0.961 rg 48 ${y - 8} 499 26 re f`);
  ops.push('0.039 0.239 0.329 rg');
  text(56, y, 11, 'Category', 'F2');
  text(140, y, 11, 'What it holds', 'F2');
  right(539, y, 11, 'Quantity (kg)', 'F2');
  ops.push('0.122 0.161 0.2 rg');
  for (const [name, holds, weight] of rows) {
    y -= 28;
    text(56, y, 11, name);
    text(140, y, 11, holds);
    right(539, y, 11, kg(weight));
    ops.push(`0.835 0.89 0.91 RG 0.75 w 48 ${y - 9} m 547 ${y - 9} l S`);
  }
  y -= 28;
  text(56, y, 11, 'Total', 'F2');
  right(539, y, 11, kg(total), 'F2');

  y -= 44;
  for (const line of [
    'All waste was separated at source into the colour-coded bags and containers above and',
    'handed over daily to the authorised Common Bio-medical Waste Treatment Facility (CBWTF)',
    'for the district, under the Bio-Medical Waste Management Rules, 2016.',
    '',
    "Prepared by the unit's infection control team. Signed registers are kept at the hospital",
    'and shown to inspectors of the State Pollution Control Board on request.',
  ]) {
    if (line) text(48, y, 10.5, line);
    y -= 16;
  }
  ops.push('0.322 0.376 0.427 rg');
  text(
    48,
    48,
    9,
    'Amandeep Hospital - statutory monthly report - published on the hospital website',
  );
  return ops.join('\n');
}

/** One page, Helvetica and Helvetica-Bold, an information dictionary, and a byte-exact xref. */
function pdf(content, title) {
  const stream = deflateSync(Buffer.from(content, 'latin1'), { level: 9 });
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /Lang (en-IN) >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n${stream.toString('latin1')}\nendstream`,
    `<< /Title (${escape(title)}) /Author (Amandeep Hospital) /Producer (make-statutory-report-pdfs) >>`,
  ];
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const { statutoryYears } = await loadReports();

mkdirSync(outDir, { recursive: true });
for (const name of readdirSync(outDir)) if (name.endsWith('.pdf')) rmSync(`${outDir}/${name}`);
let count = 0;
for (const year of statutoryYears) {
  for (const city of year.cities) {
    for (const report of city.reports) {
      if (!report.file) continue;
      const file = `${root}public${report.file}`;
      writeFileSync(file, pdf(pageContent(city, report), `${report.title}, ${city.unitName}`));
      count += 1;
    }
  }
}
console.log(`Wrote ${count} reports to ${outDir}`);
