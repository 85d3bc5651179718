import * as z from 'zod';

// Raw records as the hospital API sends them. Required: what a page cannot do without (a name,
// a slug). Everything else is lenient: a wrong type becomes empty rather than losing the record,
// and fields the spec does not list are stripped by zod's default object parsing.

/** A text field: strings and numbers are kept (trimmed), anything else becomes ''. */
const text = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .optional()
  .catch(undefined)
  .transform((value) => value ?? '');

const requiredText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1));

const id = z.union([z.string(), z.number()]).transform(String).optional().catch(undefined);

/** One image or a list of them; non-string entries are dropped. */
const imageList = z
  .union([z.string(), z.array(z.unknown())])
  .optional()
  .catch(undefined)
  .transform((value): string[] => {
    if (value === undefined) return [];
    const list = Array.isArray(value) ? value : [value];
    return list
      .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
      .map((entry) => entry.trim());
  });

/** Years of experience: a number, or a string starting with one ("12", "12 years"). */
const years = z
  .union([z.number(), z.string()])
  .optional()
  .catch(undefined)
  .transform((value): number | null => {
    const parsed = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
    return Number.isFinite(parsed) && parsed >= 0 ? Math.floor(parsed) : null;
  });

/** A comma-separated list, or already a list. */
const commaList = z
  .union([z.string(), z.array(z.unknown())])
  .optional()
  .catch(undefined)
  .transform((value): string[] => {
    const parts = Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : (value ?? '').split(',');
    return parts.map((part) => part.trim()).filter(Boolean);
  });

const rawFaq = z
  .object({
    heading: text,
    question: text,
    title: text,
    head: text,
    description: text,
    answer: text,
    p: text,
  })
  .transform((faq) => ({
    question: faq.heading || faq.question || faq.title || faq.head,
    answer: faq.description || faq.answer || faq.p,
  }));

/** A list whose unreadable entries are dropped instead of failing the whole record. */
function lenientList<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .optional()
    .catch(undefined)
    .transform((entries) =>
      (entries ?? []).flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );
}

const faqList = lenientList(rawFaq).transform((faqs) => faqs.filter((faq) => faq.question !== ''));

export const rawDoctorSchema = z.object({
  _id: id,
  name: requiredText,
  slug: requiredText,
  images: imageList,
  category: text,
  city: commaList,
  education: text,
  about: text,
  experience: years,
  meta: text,
  metades: text,
  additionalDescription: text,
});

export const rawCategorySchema = z.object({
  _id: id,
  name: requiredText,
  slug: requiredText,
  image: imageList,
  images: imageList,
  meta: text,
  metades: text,
  description: z
    .union([z.string(), z.array(z.unknown())])
    .optional()
    .catch(undefined)
    .transform((value): string[] => {
      const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
      return list.filter(
        (entry): entry is string => typeof entry === 'string' && entry.trim() !== '',
      );
    }),
  exVideo: text,
  patientVideo: text,
  patient: lenientList(z.object({ link: text, description: text })),
  faq: faqList,
});

export const rawBlogSchema = z.object({
  _id: id,
  name: requiredText,
  slug: requiredText,
  type: text,
  category: text,
  description: text,
  images: imageList,
  date: text,
  meta: text,
  metades: text,
  faq: faqList,
});

/** An award, a news item or an event: the three lists share one record shape. */
export const rawMediaItemSchema = z.object({
  _id: id,
  name: requiredText,
  location: text,
  date: text,
  images: imageList,
});

export const rawVideoSchema = z.object({
  _id: id,
  name: text,
  type: text,
  videoLink: text,
});

export const rawCareerSchema = z.object({
  _id: id,
  name: requiredText,
  slug: requiredText,
  description: text,
  type: text,
  experience: years,
});

export type RawDoctor = z.output<typeof rawDoctorSchema>;
export type RawCategory = z.output<typeof rawCategorySchema>;
export type RawBlog = z.output<typeof rawBlogSchema>;
export type RawMediaItem = z.output<typeof rawMediaItemSchema>;
export type RawVideo = z.output<typeof rawVideoSchema>;
export type RawCareer = z.output<typeof rawCareerSchema>;

/** A count the API may send as a number or a numeric string. */
export const rawCount = z
  .union([z.number(), z.string()])
  .optional()
  .catch(undefined)
  .transform((value): number | null => {
    const parsed = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
    return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
  });

/** Every response is an object; the list and item fields are read by the client. */
export const responseObjectSchema = z.record(z.string(), z.unknown());
