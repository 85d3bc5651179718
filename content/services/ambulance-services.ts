import { ambulance as english } from '@/content/i18n/en/ambulance';
import type { Messages } from '@/content/i18n/types';
import { defineServiceEntry } from './types';

/** The page's words in one language (content/i18n/{en,pa,hi}/ambulance.ts). */
type AmbulanceWords = Messages['ambulance'];

/** Which kinds of ambulance (the table's rows, in order) carry a ventilator and a defibrillator. */
const CARRIES_VENTILATOR = [false, true, true, true] as const;

/**
 * The ambulance service page in the language of `words`: the same page, section for section. Its
 * sections keep the English anchors (#section-which-ambulance-is-sent) in every language.
 */
export function ambulanceServiceIn(words: AmbulanceWords) {
  return defineServiceEntry({
    slug: 'ambulance-services',
    menu: { label: 'Ambulance Services', places: { services: 1, 'footer-patients': 12 } },
    title: words.title,
    metaTitle: words.metaTitle,
    metaDescription: words.metaDescription,
    lead: words.lead,
    banner: {
      src: '/images/services/ambulance-services.svg',
      alt: words.bannerAlt,
      width: 1200,
      height: 800,
    },
    intro: words.intro,
    highlights: words.highlights,
    sections: [
      {
        kind: 'table',
        anchor: 'which-ambulance-is-sent',
        heading: words.kinds.heading,
        lead: words.kinds.lead,
        caption: words.kinds.caption,
        columns: words.kinds.columns.map((label) => ({ label })),
        rowHeaders: true,
        rows: words.kinds.rows.map((cells, row) => [...cells, CARRIES_VENTILATOR[row] ?? false]),
        booleanLabels: { yes: words.kinds.yes, no: words.kinds.no },
        note: words.kinds.note,
      },
      {
        kind: 'accordion',
        anchor: 'while-you-wait-for-the-ambulance',
        heading: words.whileYouWait.heading,
        lead: words.whileYouWait.lead,
        items: words.whileYouWait.items,
      },
      {
        kind: 'prose',
        anchor: 'booking-an-ambulance-in-advance',
        heading: words.inAdvance.heading,
        paragraphs: words.inAdvance.paragraphs,
        points: words.inAdvance.points,
      },
    ],
    faq: { ...words.faq, layout: 'two-column' },
    callToAction: { ...words.callToAction, phone: 'emergency' },
  });
}

export const ambulanceService = ambulanceServiceIn(english);
