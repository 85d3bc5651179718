import { NextResponse, type NextRequest } from 'next/server';
import { searchText, suggestDoctors, type SearchSuggestions } from '@/lib/doctors/search';
import { getAllCategories, getDoctors, HospitalApiError, orFallback } from '@/lib/hospital-api';
import { GET_ONLY } from '@/lib/method-not-allowed';
import { suggestSpecialities } from '@/lib/search/topics';

// A doctor list changes rarely: browsers keep an answer a minute, shared caches five.
const CACHED = { 'cache-control': 'public, max-age=60, s-maxage=300' };
const NO_STORE = { 'cache-control': 'no-store' };
const NOTHING: SearchSuggestions = { doctors: [], doctorCount: 0, specialities: [] };

/**
 * The hero search's suggestions: `GET /api/doctors/suggest?q=preet` answers
 * `{ doctors: [{ name, slug, category }], doctorCount, specialities: [{ name, slug, doctorCount,
 * doctors }] }`: the doctors whose name contains the text (capped) and how many do, and the
 * specialities the text names by their name or a common word for them ("knee"), matched here so
 * that the word table stays on the server. When the hospital API fails it answers 503 with empty
 * lists.
 */
export async function GET(request: NextRequest) {
  const text = searchText(request.nextUrl.searchParams.get('q'));
  if (text === '') return NextResponse.json(NOTHING, { headers: CACHED });
  try {
    const [doctors, specialities] = await Promise.all([
      getDoctors(),
      // Without the specialities the name search still answers.
      orFallback(getAllCategories(), []),
    ]);
    const answer: SearchSuggestions = {
      ...suggestDoctors(doctors, text),
      specialities: suggestSpecialities(text, specialities, doctors),
    };
    return NextResponse.json(answer, { headers: CACHED });
  } catch (error) {
    if (!(error instanceof HospitalApiError)) throw error;
    console.error(`[doctor-suggest] ${error.path}: ${error.message}; answering no suggestions`);
    return NextResponse.json(NOTHING, { status: 503, headers: NO_STORE });
  }
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = GET_ONLY;
