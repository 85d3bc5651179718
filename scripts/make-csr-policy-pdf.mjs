// Renders the CSR policy (public/documents/csr-policy.pdf) from the text below, so the PDF the
// /csr page links can be rebuilt after an edit: node scripts/make-csr-policy-pdf.mjs
// The page shows the file's size beside its link: update content/csr-page.ts if it changes.
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { readTokens } from '../styles/read-tokens.mjs';

const { colours } = readTokens();
const out = fileURLToPath(new URL('../public/documents/csr-policy.pdf', import.meta.url));

const sections = [
  [
    '1. Purpose',
    [
      'Amandeep Hospital has cared for the people of Punjab and Jammu and Kashmir since 1990. This policy sets out how the group gives back to the communities it serves beyond its hospital walls, in line with Section 135 of the Companies Act, 2013 and Schedule VII to it.',
      'It explains what we spend on, how projects are chosen, who decides, and how the results are checked and reported.',
    ],
  ],
  [
    '2. Focus areas',
    [
      'We put our CSR budget where a hospital can do the most good: health care for people who would otherwise go without it. Projects fall under one or more of these areas:',
    ],
    [
      'Preventive and primary health care: free health camps, screening and referral in villages and small towns.',
      'Surgery for those who cannot afford it, including free cleft lip and palate surgery for children.',
      'Safe blood: voluntary blood donation drives and support for patients with thalassaemia.',
      'Health education: first aid and life-support training for teachers, students and volunteers.',
      'Disability and rehabilitation: artificial limbs, mobility aids and physiotherapy.',
      'Sanitation and safe drinking water in the areas around our hospitals.',
    ],
  ],
  [
    '3. Governance',
    [
      'The Board of Directors constitutes a CSR Committee of at least three directors, one of them independent. The Committee recommends this policy and the annual action plan to the Board, recommends the amount to be spent, and monitors progress.',
      'Projects are carried out by the hospital itself or through registered trusts and societies with a CSR registration number and a record of at least three years in similar work.',
    ],
  ],
  [
    '4. Budget',
    [
      'Each financial year the group spends at least two per cent of its average net profit of the three preceding financial years on the activities of this policy. Any surplus arising from CSR projects is returned to them and does not form part of business profit.',
      'Money left unspent on an ongoing project is moved to an Unspent CSR Account within thirty days of the end of the year and used within the following three years, as the law requires.',
    ],
  ],
  [
    '5. Monitoring and reporting',
    [
      'The Committee reviews every project at least twice a year against its plan: people reached, money spent and results. Project partners submit utilisation certificates, and the Chief Financial Officer certifies that the funds were used for the purposes approved.',
      'The annual report sets out the CSR spending, the projects and the composition of the Committee, and this policy and the projects are published on the hospital website.',
    ],
  ],
  [
    '6. Review',
    [
      'The Committee reviews this policy every year and recommends changes to the Board. Questions about the policy may be sent to the Company Secretary at the registered office, GT Road, Model Town, Amritsar, Punjab 143001.',
    ],
  ],
];

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const body = sections
  .map(
    ([heading, paragraphs, points]) =>
      `<h2>${escape(heading)}</h2>${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}${
        points ? `<ul>${points.map((point) => `<li>${escape(point)}</li>`).join('')}</ul>` : ''
      }`,
  )
  .join('');

const html = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8">
<title>Corporate Social Responsibility Policy | Amandeep Hospital</title>
<style>
  body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10.5pt; line-height: 1.5; color: #1d2b33; margin: 0; }
  header { border-bottom: 3px solid ${colours.brand}; padding-bottom: 10pt; margin-bottom: 14pt; }
  .brand { color: ${colours.brand}; font-weight: bold; font-size: 12pt; letter-spacing: 0.04em; text-transform: uppercase; }
  h1 { font-size: 18pt; margin: 4pt 0 2pt; color: ${colours.brandStrong}; }
  .meta { color: #4a5a63; font-size: 9.5pt; margin: 0; }
  h2 { font-size: 12pt; color: ${colours.brand}; margin: 14pt 0 4pt; }
  p { margin: 0 0 6pt; }
  ul { margin: 0 0 6pt; padding-left: 16pt; }
  li { margin-bottom: 3pt; }
  footer { margin-top: 18pt; border-top: 1px solid #c9d8de; padding-top: 6pt; color: #4a5a63; font-size: 9pt; }
</style></head><body>
<header>
  <div class="brand">Amandeep Hospital</div>
  <h1>Corporate Social Responsibility Policy</h1>
  <p class="meta">Approved by the Board of Directors on the recommendation of the CSR Committee · Applies from 1 April 2023</p>
</header>
${body}
<footer>Amandeep Hospital · GT Road, Model Town, Amritsar, Punjab 143001 · www.amandeephospital.org</footer>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  await page.setContent(html);
  await page.pdf({
    path: out,
    format: 'A4',
    margin: { top: '18mm', bottom: '18mm', left: '18mm', right: '18mm' },
    printBackground: true,
  });
} finally {
  await browser.close();
}
console.log(`${out}: ${Math.round(statSync(out).size / 1024)} KB`);
