import { NextResponse, type NextRequest } from 'next/server';
import { searchText, suggestDoctors } from '@/lib/doctor-search';
import { getDoctors, HospitalApiError } from '@/lib/hospital-api';
import { GET_ONLY } from '@/lib/method-not-allowed';

// A doctor list changes rarely: browsers keep an answer a minute, shared caches five.
const CACHED = { 'cache-control': 'public, max-age=60, s-maxage=300' };
const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The hero search's suggestions: `GET /api/doctors/suggest?q=preet` answers
 * `{ doctors: [{ name, slug, category }] }`, the doctors whose name contains the text, capped.
 * When the hospital API fails it answers 503 with an empty list, so the box stays quiet.
 */
export async function GET(request: NextRequest) {
  const text = searchText(request.nextUrl.searchParams.get('q'));
  if (text === '') return NextResponse.json({ doctors: [] }, { headers: CACHED });
  try {
    const doctors = suggestDoctors(await getDoctors(), text);
    return NextResponse.json({ doctors }, { headers: CACHED });
  } catch (error) {
    if (!(error instanceof HospitalApiError)) throw error;
    console.error(`[doctor-suggest] ${error.path}: ${error.message}; answering no suggestions`);
    return NextResponse.json({ doctors: [] }, { status: 503, headers: NO_STORE });
  }
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = GET_ONLY;
