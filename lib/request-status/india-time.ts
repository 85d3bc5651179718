import { defaultLocale, languageTag, type Locale } from '@/lib/i18n/locales';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A moment as a patient in India reads it: "29 November 2026 at 2:14 am" in English. Punjabi and
 * Hindi pages give the hour on the 24-hour clock ("29 ਨਵੰਬਰ 2026 14:14"), as Intl's only other
 * way there is a Latin "PM".
 */
export function indiaTime(at: Date, locale: Locale = defaultLocale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag[locale], {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'long',
      timeStyle: 'short',
      ...(locale === defaultLocale ? {} : { hourCycle: 'h23' as const }),
    });
    formats.set(locale, format);
  }
  return format.format(at);
}
