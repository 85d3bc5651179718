import { ImageResponse } from 'next/og';
import { getDoctorBySlug, orFallback } from '@/lib/hospital-api';
import { imageAsDataUri } from '@/lib/seo/image-data';
import { site } from '@/lib/site';

export const alt = `A doctor at ${site.brand}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const revalidate = 300;

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

/** The link preview of a doctor's page: photo, name, speciality and the brand. */
export default async function DoctorOpenGraphImage({
  params,
}: {
  params: Promise<{ slug: string }>;
}) {
  const doctor = await orFallback(getDoctorBySlug((await params).slug), null);
  const photo = await imageAsDataUri(doctor?.image ?? null);
  const name = doctor?.name ?? site.brand;

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        background: 'linear-gradient(135deg, #0A3D54 0%, #0B4F6C 55%, #0A6B74 100%)',
        color: '#fff',
        padding: 72,
        alignItems: 'center',
        gap: 64,
      }}
    >
      <div
        style={{
          display: 'flex',
          width: 380,
          height: 380,
          borderRadius: 190,
          overflow: 'hidden',
          border: '10px solid rgba(255,255,255,0.85)',
          background: '#E8F3F5',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
        }}
      >
        {photo ? (
          <img src={photo} width={380} height={380} alt="" style={{ objectFit: 'cover' }} />
        ) : (
          <div style={{ fontSize: 150, fontWeight: 700, color: '#0B4F6C' }}>{initials(name)}</div>
        )}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24, flex: 1 }}>
        {doctor?.category ? (
          <div
            style={{
              display: 'flex',
              alignSelf: 'flex-start',
              background: '#F59E0B',
              color: '#1F2933',
              borderRadius: 999,
              padding: '10px 28px',
              fontSize: 32,
              fontWeight: 700,
            }}
          >
            {doctor.category}
          </div>
        ) : null}
        <div style={{ fontSize: name.length > 26 ? 60 : 72, fontWeight: 700, lineHeight: 1.1 }}>
          {name}
        </div>
        {doctor?.education ? (
          <div style={{ fontSize: 30, color: '#D9E8EE' }}>{doctor.education}</div>
        ) : null}
        <div style={{ display: 'flex', marginTop: 24, fontSize: 34, fontWeight: 700 }}>
          {site.brand}
          <span style={{ marginLeft: 18, fontWeight: 400, color: '#D9E8EE' }}>
            · Book an appointment online
          </span>
        </div>
      </div>
    </div>,
    size,
  );
}
