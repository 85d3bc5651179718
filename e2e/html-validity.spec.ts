import { expect, test } from './support/test';
import { catalogue } from './support/catalogue';
import { notFoundSample } from './support/routes';
import { checkHtml } from './support/vnu';

// The server HTML of one page of each kind, through the Nu Html Checker: no errors. Its warnings
// are printed (React writes void elements as <br/>, which the checker notes and browsers ignore).

const pages: Record<string, string> = {
  home: '/',
  doctors: '/doctors',
  'doctors-filtered': '/doctors?city=Pathankot',
  doctor: `/doctor/${catalogue.doctors[0]!.slug}`,
  'doctor-locator': '/doctor',
  specialities: '/specialities',
  speciality: `/specialities/${catalogue.categories[0]!.slug}`,
  blogs: '/blogs',
  'blog-post': `/blog/${catalogue.blogs[0]!.slug}`,
  hospitals: '/our-hospitals',
  hospital: '/our-hospitals/amandeep-medicity-srinagar',
  service: '/hbot',
  centre: '/amandeep-centre-of-excellence-cleft-lip-Palate',
  legal: '/privacy-policy',
  careers: '/careers',
  job: `/careers/${catalogue.careers[0]!.slug}`,
  contact: '/contact-us',
  appointment: '/appointment',
  gallery: '/gallery',
  news: '/all-news',
  about: '/about-amandeep-hospital',
  academics: '/academics',
  international: '/international-patients',
  empanelments: '/empanelments',
  'statutory-report': '/statutory-monthly-report',
  csr: '/csr',
  packages: '/packages',
  'thank-you': '/thank-you',
  'not-found': notFoundSample,
};

test('one page of each kind is valid HTML to the Nu Html Checker', async ({ request }) => {
  test.setTimeout(90_000);
  const html: Record<string, string> = {};
  for (const [name, path] of Object.entries(pages))
    html[name] = await (await request.get(path)).text();
  const messages = checkHtml(html);
  const warnings = new Map<string, number>();
  for (const message of messages.filter((entry) => entry.type !== 'error'))
    warnings.set(message.message, (warnings.get(message.message) ?? 0) + 1);
  console.log(
    `Nu Html Checker: ${Object.keys(pages).length} pages (${Object.keys(pages).join(', ')}); warnings:\n  ${[...warnings].map(([text, count]) => `${count}× ${text}`).join('\n  ') || 'none'}`,
  );
  expect(
    messages
      .filter((entry) => entry.type === 'error')
      .map((entry) => `${entry.url}: ${entry.message} ${entry.extract ?? ''}`),
  ).toEqual([]);
});
