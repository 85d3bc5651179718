import type { CategorySummary, Speciality } from '@/lib/hospital-api/types';
import { findSpeciality, type SpecialitySource } from './lookup';

function speciality(id: string, name: string, slug: string): Speciality {
  return {
    id,
    name,
    slug,
    image: null,
    images: [],
    seo: { title: '', description: '' },
    overviewHtml: [],
    explainedVideo: null,
    patientVideo: null,
    patientStories: [],
    faqs: [],
  };
}

const cardiology = speciality('c1', 'Cardiology', 'cardiology');
const urology = speciality('u2', 'Urology', 'urology');
const list: CategorySummary[] = [cardiology, urology].map(({ id, name, slug, image }) => ({
  id,
  name,
  slug,
  image,
}));

/** An API that answers /single-speciality/{key} to the keys given (ids, slugs or both). */
function source(answers: Record<string, Speciality>, categories = list) {
  const getSpeciality = jest.fn(async (key: string) => answers[key] ?? null);
  const api: SpecialitySource = { getAllCategories: async () => categories, getSpeciality };
  return { api, getSpeciality };
}

describe('findSpeciality', () => {
  it('finds the slug in the category list and loads the record by its id', async () => {
    const { api, getSpeciality } = source({ c1: cardiology, u2: urology });
    await expect(findSpeciality('urology', api)).resolves.toBe(urology);
    expect(getSpeciality).toHaveBeenCalledTimes(1);
    expect(getSpeciality).toHaveBeenCalledWith('u2');
  });

  it('accepts an API that answers to the slug instead of the id', async () => {
    const { api, getSpeciality } = source({ cardiology });
    await expect(findSpeciality('cardiology', api)).resolves.toBe(cardiology);
    expect(getSpeciality.mock.calls).toEqual([['c1'], ['cardiology']]);
  });

  it('asks the API by slug for a speciality missing from the list', async () => {
    const { api } = source({ cardiology }, []);
    await expect(findSpeciality('cardiology', api)).resolves.toBe(cardiology);
  });

  it('gives null for an unknown slug, so the page is a 404', async () => {
    const { api } = source({ c1: cardiology, u2: urology });
    await expect(findSpeciality('astrology', api)).resolves.toBeNull();
    await expect(findSpeciality('  ', api)).resolves.toBeNull();
  });

  it('does not take another record from an API that answers the slug loosely', async () => {
    const { api } = source({ urology: cardiology });
    await expect(findSpeciality('urology', api)).resolves.toBeNull();
  });
});
