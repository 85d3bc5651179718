import { catalogue } from './catalogue';

// One address for every page route the site has, so checks that must cover "every page" do.
// A new route without an entry here fails the check below that compares this with app/.

const firstDoctor = catalogue.doctors[0]!;

export const sampleRoutes: Record<string, string> = {
  '/': '/',
  '/about-amandeep-hospital': '/about-amandeep-hospital',
  '/academics': '/academics',
  // The service, centre and legal pages (content/services, content/centres, content/legal) share one route.
  '/[slug]': '/hbot',
  '/all-event': '/all-event',
  '/all-news': '/all-news',
  '/allaward': '/allaward',
  '/appointment': '/appointment',
  // /appointment with a message written in advance renders this route (proxy.ts).
  '/appointment/with-message': '/appointment?message=I%20would%20like%20to%20book%20a%20check-up.',
  // /appointment for one doctor (a doctor card's Book an Appointment) renders this route (proxy.ts).
  '/appointment/for/[slug]': `/appointment?doctor=${firstDoctor.slug}`,
  '/blog/[slug]': `/blog/${catalogue.blogs[0]!.slug}`,
  // A searched or paged /blogs address renders this route (lib/lists/rewrites.mjs).
  '/blogs/view/[view]': '/blogs?q=heart',
  // The bare lists have no page file: a rewrite serves each from its view route, like a search.
  '/blogs': '/blogs',
  '/cancel': '/cancel',
  '/careers': '/careers',
  '/careers/[slug]': `/careers/${catalogue.careers[0]!.slug}`,
  '/checkout': '/checkout',
  '/contact-us': '/contact-us',
  '/csr': '/csr',
  '/doctor': '/doctor',
  '/doctor/[slug]': `/doctor/${firstDoctor.slug}`,
  '/doctor/[slug]/[category]': '/doctor/gt-road-amritsar/cardiology',
  '/doctors': '/doctors',
  '/emergency': '/emergency',
  // Issue 44: the translated pages, one route of each kind per language.
  '/pa': '/pa',
  '/hi': '/hi',
  '/pa/emergency': '/pa/emergency',
  '/hi/emergency': '/hi/emergency',
  '/pa/appointment': '/pa/appointment',
  '/pa/contact-us': '/pa/contact-us',
  '/hi/contact-us': '/hi/contact-us',
  '/hi/appointment': '/hi/appointment',
  '/pa/thank-you': '/pa/thank-you?kind=appointment&ref=AH-7KQ2M9XD',
  '/hi/thank-you': '/hi/thank-you?kind=appointment&ref=AH-7KQ2M9XD',
  '/pa/request-status': '/pa/request-status',
  '/hi/request-status': '/hi/request-status',
  '/pa/request-status/limited': '/pa/request-status/limited',
  '/hi/request-status/limited': '/hi/request-status/limited',
  '/pa/ambulance-services': '/pa/ambulance-services',
  '/hi/ambulance-services': '/hi/ambulance-services',
  '/pa/our-hospitals/[link]': '/pa/our-hospitals/best-hospital-in-pathankot',
  '/hi/our-hospitals/[link]': '/hi/our-hospitals/amandeep-medicity-srinagar',
  '/pa/specialities/[slug]': `/pa/specialities/${catalogue.categories[0]!.slug}`,
  '/hi/specialities/[slug]': `/hi/specialities/${catalogue.categories[1]!.slug}`,
  // A language's specialities list, searched and bare (lib/lists/addresses.mjs).
  '/pa/specialities/view/[view]': '/pa/specialities?category=card',
  '/hi/specialities/view/[view]': '/hi/specialities?page=2',
  '/pa/specialities': '/pa/specialities',
  '/pa/doctors': '/pa/doctors',
  '/pa/doctor/[slug]': `/pa/doctor/${firstDoctor.slug}`,
  '/hi/doctor/[slug]': `/hi/doctor/${catalogue.doctors[1]!.slug}`,
  '/hi/doctors': '/hi/doctors',
  '/pa/doctor': '/pa/doctor',
  '/hi/doctor': '/hi/doctor',
  '/pa/doctor/[slug]/[category]': '/pa/doctor/pathankot/cardiology',
  '/hi/doctor/[slug]/[category]': '/hi/doctor/gt-road-amritsar/cardiology',
  // A language's doctors list, by a hospital and searched (lib/lists/addresses.mjs).
  '/pa/doctors/view/[view]': '/pa/doctors?city=Pathankot',
  '/hi/doctors/view/[view]': '/hi/doctors?q=singh',
  '/hi/specialities': '/hi/specialities',
  // Any other address under a language's prefix: its 404, in that language.
  '/pa/[...missing]': '/pa/no-such-page',
  '/hi/[...missing]': '/hi/no-such-page',
  '/empanelments': '/empanelments',
  // A scheme's or insurer's own page; the checker's answer for a name and a city.
  '/empanelments/[slug]': '/empanelments/ayushman-bharat-pm-jay',
  '/empanelments/check': '/empanelments/check?cover=ayushman&city=pathankot',
  // A filtered or paged /doctors address renders this route (lib/lists/rewrites.mjs).
  '/doctors/view/[view]': '/doctors?city=Srinagar',
  '/gallery': '/gallery',
  '/international-patients': '/international-patients',
  '/leadership': '/leadership',
  '/menu': '/menu',
  '/modalcare': '/modalcare',
  '/our-hospitals': '/our-hospitals',
  '/our-hospitals/[link]': '/our-hospitals/amandeep-hospital-punjab',
  '/packages': '/packages',
  '/specialities': '/specialities',
  '/specialities/[slug]': `/specialities/${catalogue.categories[0]!.slug}`,
  // A searched or paged /specialities address renders this route (lib/lists/rewrites.mjs).
  '/specialities/view/[view]': '/specialities?category=card',
  '/statutory-monthly-report': '/statutory-monthly-report',
  '/my-data': '/my-data',
  '/request-status': '/request-status',
  // A look at /request-status past its hourly limits is answered 429 with this route's page
  // (app/api/request-status).
  '/request-status/limited': '/request-status/limited',
  // Where a form the browser sent itself lands when it could not be stored (lib/forms/page-post.ts).
  '/not-sent': '/not-sent?kind=appointment&reason=fields&fields=name,phone',
  '/success': '/success',
  '/thank-you': '/thank-you',
};

/** Addresses answered by the not-found page. */
export const notFoundSample = '/no-such-page';
