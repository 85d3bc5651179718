import { preload } from 'react-dom';
import { scriptFontCss, scriptFonts } from '@/styles/script-fonts';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A Punjabi or Hindi page's script font: declared in the page's head (React hoists a style with a
 * precedence there) and preloaded, since every heading needs it. styles/script-fonts.ts says why
 * not through the style sheets.
 */
export function ScriptFontFace({ locale }: { locale: Exclude<Locale, 'en'> }) {
  const font = scriptFonts[locale];
  preload(font.url, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <style href={`script-font-${locale}`} precedence="default">
      {scriptFontCss(font)}
    </style>
  );
}
