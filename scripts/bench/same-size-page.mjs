import { htmlSize } from './sizes.mjs';

/** How close the bare page's HTML comes to the route's, as a share of the route's bytes. */
const TOLERANCE = 0.01;

/**
 * The empty app's filler page (bench/empty-app/app/filler/) whose HTML is as long as `raw` bytes:
 * its text appears twice in the HTML (the markup and the RSC payload), so a first guess is half the
 * difference from an empty filler page, corrected from what each try measured.
 * @returns {Promise<{ path: string, raw: number, gzip: number }>}
 */
export async function sameSizePage(origin, raw) {
  const measure = async (characters) => {
    const path = `/filler/${characters}`;
    const response = await fetch(`${origin}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return { path, characters, ...htmlSize(await response.text()) };
  };
  const empty = await measure(0);
  let best = await measure(Math.max(0, Math.round((raw - empty.raw) / 2)));
  for (let tries = 0; tries < 5 && Math.abs(raw - best.raw) > raw * TOLERANCE; tries += 1)
    best = await measure(Math.max(0, best.characters + Math.round((raw - best.raw) / 2)));
  return { path: best.path, raw: best.raw, gzip: best.gzip };
}
