import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import type { ReactNode } from 'react';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { colours, drawingColours } from '@/styles/colours';
import { OG_PADDING, OG_SIZE, titleFontSize } from './og-title';
import { ScriptWords, scriptWordsWidth } from './script-words';

export { OG_PADDING, OG_SIZE };
export const OG_CONTENT_TYPE = 'image/png';

type PreviewFont = NonNullable<ConstructorParameters<typeof ImageResponse>[1]>['fonts'];

let fonts: Promise<NonNullable<PreviewFont>> | undefined;

/**
 * The site's typeface for the previews, read from disk once per process (no network): Inter as
 * static TrueType, which the renderer needs (scripts/make-preview-fonts.mjs makes the files).
 */
export function previewFonts(): Promise<NonNullable<PreviewFont>> {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(
        join(process.cwd(), 'lib', 'seo', 'fonts', `inter-preview-${weight}.ttf`),
      ),
    })),
  );
  return fonts;
}

/** The options every preview renders with: its size and the site's typeface. */
export async function previewOptions() {
  return { ...OG_SIZE, fonts: await previewFonts() };
}

/** The brand mark of public/images/logo.svg, drawn here so the renderer needs no font for it. */
export function BrandLogo() {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        alignSelf: 'flex-start',
        gap: 18,
        background: drawingColours.white,
        borderRadius: 20,
        padding: '12px 28px 12px 14px',
      }}
    >
      <svg width="60" height="60" viewBox="8 10 60 60">
        <defs>
          <linearGradient id="m" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={colours.brand} />
            <stop offset="1" stopColor={colours.accent} />
          </linearGradient>
        </defs>
        <rect x="8" y="10" width="60" height="60" rx="16" fill="url(#m)" />
        <path
          d="M12 20C6.5 16.4 3.5 13 3.5 9.2A4.6 4.6 0 0 1 12 6.8A4.6 4.6 0 0 1 20.5 9.2C20.5 13 17.5 16.4 12 20Z"
          transform="translate(14.6 14.4) scale(1.95)"
          fill={drawingColours.white}
        />
        <path d="M35 29.5h6v7h7v6h-7v7h-6v-7h-7v-6h7Z" fill={colours.brand} />
      </svg>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 34, fontWeight: 700, color: colours.brandStrong, lineHeight: 1 }}>
          Amandeep
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 6 }}>
          <div style={{ width: 18, height: 3, borderRadius: 2, background: colours.highlight }} />
          <div style={{ fontSize: 14, fontWeight: 700, letterSpacing: 5, color: colours.accent }}>
            HOSPITAL
          </div>
        </div>
      </div>
    </div>
  );
}

/** The card every preview shares: the brand's deep teal, the logo on top, a footer line below. */
export function OgFrame({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        background: `linear-gradient(135deg, ${colours.brandStrong} 0%, ${colours.brand} 55%, ${colours.accent} 100%)`,
        color: drawingColours.white,
        fontFamily: 'Inter',
        padding: OG_PADDING,
      }}
    >
      <BrandLogo />
      {children}
      <div
        style={{
          display: 'flex',
          fontSize: 30,
          fontWeight: 700,
          color: drawingColours.onBrandMuted,
        }}
      >
        {footer}
      </div>
    </div>
  );
}

export interface OgCardInput {
  /** What kind of page this is, on the amber badge: "Speciality", "Health blog". */
  kind: string;
  /** The page's own name. */
  title: string;
  /** One more line under the name: a date, a place. */
  line?: string;
  footer?: string;
  /** The card's language: Punjabi and Hindi words are drawn from their outlines (script-words). */
  locale?: Locale;
}

/** The widest a line of the card may be. */
const COLUMN = OG_SIZE.width - 2 * OG_PADDING;

/**
 * Some of the card's words at a size: as text in English (and Latin words, such as a doctor's
 * name, on any card), as outlines of their script otherwise.
 */
export function CardWords({
  text,
  locale,
  weight,
  size,
  color,
}: {
  text: string;
  locale: Locale;
  weight: number;
  size: number;
  color: string;
}) {
  if (locale === defaultLocale || !/[\u0900-\u0A7F]/.test(text)) return text;
  return <ScriptWords locale={locale} text={text} weight={weight} size={size} color={color} />;
}

/** The title's size: as for English, or smaller where a script's words would not fit a line. */
function titleSize(locale: Locale, title: string): number {
  const size = titleFontSize(title);
  if (locale === defaultLocale || !/[\u0900-\u0A7F]/.test(title)) return size;
  return Math.min(size, Math.floor((size * COLUMN) / scriptWordsWidth(locale, 700, title, size)));
}

/** A page's link preview: its kind, its name and a line, on the brand card. */
export async function ogCardImage({
  kind,
  title,
  line,
  footer = 'Book an appointment online',
  locale = defaultLocale,
}: OgCardInput): Promise<ImageResponse> {
  const size = titleSize(locale, title);
  return new ImageResponse(
    <OgFrame
      footer={
        <CardWords
          text={footer}
          locale={locale}
          weight={700}
          size={30}
          color={drawingColours.onBrandMuted}
        />
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 22 }}>
        <div
          style={{
            display: 'flex',
            alignSelf: 'flex-start',
            background: colours.highlight,
            color: colours.text,
            borderRadius: 28,
            padding: '8px 24px',
            fontSize: 30,
            fontWeight: 700,
          }}
        >
          <CardWords text={kind} locale={locale} weight={700} size={30} color={colours.text} />
        </div>
        <div
          style={{
            display: 'flex',
            fontSize: size,
            fontWeight: 700,
            lineHeight: 1.1,
          }}
        >
          <CardWords
            text={title}
            locale={locale}
            weight={700}
            size={size}
            color={drawingColours.white}
          />
        </div>
        {line ? (
          <div
            style={{
              display: 'flex',
              fontSize: 30,
              lineHeight: 1.3,
              color: drawingColours.onBrandMuted,
            }}
          >
            <CardWords
              text={line}
              locale={locale}
              weight={400}
              size={30}
              color={drawingColours.onBrandMuted}
            />
          </div>
        ) : null}
      </div>
    </OgFrame>,
    await previewOptions(),
  );
}

/** The default preview, in a language: the group's name and where it is. */
export function brandCardImage(locale: Locale = defaultLocale): Promise<ImageResponse> {
  const { kind, title, line, footer } = catalogue(locale).preview;
  return ogCardImage({ kind, title, line, footer, locale });
}
