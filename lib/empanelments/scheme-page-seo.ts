import { coverChecker } from '@/content/cover-checker';
import { coverAtHospitals, empanelledCities, settlementOf, type Cover } from './cover';

const inWords = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/**
 * A scheme page's title and description, from its row: "Ayushman Bharat (PM-JAY) at Amandeep
 * Hospital: Amritsar, Pathankot …", so a search shows where it is accepted before the click.
 */
export function schemePageSeo(cover: Cover): {
  title: string;
  description: string;
  /** One line for its link preview: where it is accepted. */
  acceptedIn: string;
} {
  const words = coverChecker.schemePage;
  const cities = empanelledCities(cover);
  const count = coverAtHospitals(cover).filter((hospital) => hospital.empanelled).length;
  return {
    title: words.title(cover.name, cities),
    description: words.description(cover.name, settlementOf(cover), count, inWords.format(cities)),
    acceptedIn: words.acceptedIn(count, inWords.format(cities)),
  };
}
