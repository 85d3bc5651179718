import { getRequestConfig } from 'next-intl/server';
import { catalogue } from './catalogues';
import { defaultLocale, isLocale } from './locales';

/**
 * next-intl's request configuration (named in next.config.mjs). Every page names its language
 * itself (getTranslations({ locale, namespace })), so nothing here reads the request: pages stay
 * static, and no proxy runs to find a language.
 */
export default getRequestConfig(async ({ locale }) => {
  const language = isLocale(locale) ? locale : defaultLocale;
  return { locale: language, messages: catalogue(language), timeZone: 'Asia/Kolkata' };
});
