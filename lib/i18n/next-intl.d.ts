import type { Messages } from '@/content/i18n/types';
import type { Locale } from './locales';

// next-intl checks every key and locale against the English catalogue's shape.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
