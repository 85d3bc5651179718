import { ImageResponse } from 'next/og';
import { getDoctorBySlug, orFallback } from '@/lib/hospital-api';
import { imageAsDataUri } from '@/lib/seo/image-data';
import { site } from '@/lib/site';

export const alt = `A doctor at ${site.brand}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const revalidate = 300;

const PADDING = 64;
const PHOTO = 320;
const GAP = 56;
/** What the text column may take, px: the card less its padding, the photo and the gap. */
const TEXT_WIDTH = size.width - 2 * PADDING - PHOTO - GAP;

function initials(name: string): string {
  const words = name
    .replace(/^dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return (
    (
      (words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')
    ).toUpperCase() || 'AH'
  );
}

/** A name's font size, px: long names get smaller type, and wrap onto a second line at most. */
function nameFontSize(name: string): number {
  if (name.length <= 16) return 72;
  if (name.length <= 22) return 64;
  return 56;
}

/** The brand mark of public/images/logo.svg, drawn here so the renderer needs no font for it. */
function Logo() {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        alignSelf: 'flex-start',
        gap: 18,
        background: '#fff',
        borderRadius: 20,
        padding: '12px 28px 12px 14px',
      }}
    >
      <svg width="60" height="60" viewBox="8 10 60 60">
        <defs>
          <linearGradient id="m" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#0B4F6C" />
            <stop offset="1" stopColor="#0A6B74" />
          </linearGradient>
        </defs>
        <rect x="8" y="10" width="60" height="60" rx="16" fill="url(#m)" />
        <path
          d="M12 20C6.5 16.4 3.5 13 3.5 9.2A4.6 4.6 0 0 1 12 6.8A4.6 4.6 0 0 1 20.5 9.2C20.5 13 17.5 16.4 12 20Z"
          transform="translate(14.6 14.4) scale(1.95)"
          fill="#fff"
        />
        <path d="M35 29.5h6v7h7v6h-7v7h-6v-7h-7v-6h7Z" fill="#0B4F6C" />
      </svg>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 34, fontWeight: 700, color: '#0A3D54', lineHeight: 1 }}>
          Amandeep
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 6 }}>
          <div style={{ width: 18, height: 3, borderRadius: 2, background: '#F59E0B' }} />
          <div style={{ fontSize: 14, fontWeight: 700, letterSpacing: 5, color: '#0A6B74' }}>
            HOSPITAL
          </div>
        </div>
      </div>
    </div>
  );
}

/** The link preview of a doctor's page: the logo, photo, name, speciality and what to do next. */
export default async function DoctorOpenGraphImage({
  params,
}: {
  params: Promise<{ slug: string }>;
}) {
  const doctor = await orFallback(getDoctorBySlug((await params).slug), null);
  const photo = await imageAsDataUri(doctor?.image ?? null);
  const name = doctor?.name ?? site.brand;
  const category = doctor?.category ?? '';

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        background: 'linear-gradient(135deg, #0A3D54 0%, #0B4F6C 55%, #0A6B74 100%)',
        color: '#fff',
        padding: PADDING,
      }}
    >
      <Logo />
      <div style={{ display: 'flex', alignItems: 'center', gap: GAP }}>
        <div
          style={{
            display: 'flex',
            width: PHOTO,
            height: PHOTO,
            borderRadius: PHOTO / 2,
            overflow: 'hidden',
            border: '8px solid rgba(255,255,255,0.85)',
            background: '#E8F3F5',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
          }}
        >
          {photo ? (
            <img src={photo} width={PHOTO} height={PHOTO} alt="" style={{ objectFit: 'cover' }} />
          ) : (
            <div style={{ fontSize: 128, fontWeight: 700, color: '#0B4F6C' }}>{initials(name)}</div>
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
                background: '#F59E0B',
                color: '#1F2933',
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
                color: '#D9E8EE',
                maxWidth: TEXT_WIDTH,
              }}
            >
              {doctor.education}
            </div>
          ) : null}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, color: '#D9E8EE' }}>
        Book an appointment online
      </div>
    </div>,
    size,
  );
}
