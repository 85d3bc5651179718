import { ImageResponse } from 'next/og';
import { site } from '@/content/site';
import { getDoctorBySlug, orFallback } from '@/lib/hospital-api';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { initialsOf } from '@/lib/initials.mjs';
import { colours, drawingColours } from '@/styles/colours';
import { imageAsDataUri } from './image-data';
import { CardWords, OG_PADDING, OG_SIZE, OgFrame, previewOptions } from './og-card';

const PHOTO = 320;
const GAP = 56;
/** What the text column may take, px: the card less its padding, the photo and the gap. */
const TEXT_WIDTH = OG_SIZE.width - 2 * OG_PADDING - PHOTO - GAP;

/** A name's font size, px: long names get smaller type, and wrap onto a second line at most. */
function nameFontSize(name: string): number {
  if (name.length <= 16) return 72;
  if (name.length <= 22) return 64;
  return 56;
}

/**
 * The link preview of a doctor's page in a language: the logo, photo, name, speciality and what to
 * do next. The doctor's record stays as the hospital API gives it; the footer is in the language.
 */
export async function doctorPreviewImage(slug: string, locale: Locale): Promise<ImageResponse> {
  const doctor = await orFallback(getDoctorBySlug(slug), null);
  const photo = await imageAsDataUri(doctor?.image ?? null);
  const name = doctor?.name ?? site.brand;
  const category = doctor?.category ?? '';

  return new ImageResponse(
    <OgFrame
      footer={
        <CardWords
          text={catalogue(locale).preview.book}
          locale={locale}
          weight={700}
          size={30}
          color={drawingColours.onBrandMuted}
        />
      }
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: GAP }}>
        <div
          style={{
            display: 'flex',
            width: PHOTO,
            height: PHOTO,
            borderRadius: PHOTO / 2,
            overflow: 'hidden',
            border: '8px solid rgba(255,255,255,0.85)',
            background: colours.surfaceTint2,
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
          }}
        >
          {photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page
            <img src={photo} width={PHOTO} height={PHOTO} alt="" style={{ objectFit: 'cover' }} />
          ) : (
            <div style={{ fontSize: 128, fontWeight: 700, color: colours.brand }}>
              {initialsOf(name) || initialsOf(site.brand)}
            </div>
          )}
        </div>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: 20,
            width: TEXT_WIDTH,
            maxWidth: TEXT_WIDTH,
          }}
        >
          {category ? (
            <div
              style={{
                display: 'flex',
                alignSelf: 'flex-start',
                maxWidth: TEXT_WIDTH,
                background: colours.highlight,
                color: colours.text,
                borderRadius: 28,
                padding: '8px 24px',
                fontSize: category.length > 30 ? 24 : 30,
                fontWeight: 700,
                lineHeight: 1.25,
              }}
            >
              {category}
            </div>
          ) : null}
          <div
            style={{
              display: 'flex',
              fontSize: nameFontSize(name),
              fontWeight: 700,
              lineHeight: 1.1,
              maxWidth: TEXT_WIDTH,
            }}
          >
            {name}
          </div>
          {doctor?.education ? (
            <div
              style={{
                display: 'flex',
                fontSize: 28,
                lineHeight: 1.3,
                color: drawingColours.onBrandMuted,
                maxWidth: TEXT_WIDTH,
              }}
            >
              {doctor.education}
            </div>
          ) : null}
        </div>
      </div>
    </OgFrame>,
    await previewOptions(),
  );
}
