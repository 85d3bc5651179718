import 'server-only';
import awards from '@/content/catalogue/awards.json';
import blogs from '@/content/catalogue/blogs.json';
import categories from '@/content/catalogue/categories.json';
import careers from '@/content/catalogue/careers.json';
import doctors from '@/content/catalogue/doctors.json';
import events from '@/content/catalogue/events.json';
import news from '@/content/catalogue/news.json';
import videos from '@/content/catalogue/videos.json';
import { answerCatalogueRequest, type Catalogue } from './catalogue-router';
import type { Transport } from './transport';

const catalogue: Catalogue = { doctors, categories, blogs, awards, news, events, videos, careers };

/** Serves the embedded sample catalogue (content/catalogue) when no upstream is configured. */
export function embeddedTransport(): Transport {
  return {
    imageOrigin: null,
    async get(path, { query }) {
      // A structured copy, so no caller can change the catalogue for the next one.
      return structuredClone(answerCatalogueRequest(catalogue, path, query));
    },
  };
}
