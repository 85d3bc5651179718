/** Every link preview's size: what WhatsApp, Facebook, X and LinkedIn show large. */
export const OG_SIZE = { width: 1200, height: 630 };
export const OG_PADDING = 64;

/**
 * A title's font size, px, for a text column `width` px wide: long names get smaller type so that
 * they wrap onto three lines at most instead of running off the card.
 */
export function titleFontSize(title: string, width = OG_SIZE.width - 2 * OG_PADDING): number {
  // Characters a line holds at a size: the preview font averages about half an em a character.
  const fits = (size: number, lines: number) => (width / (size * 0.52)) * lines >= title.length;
  for (const size of [84, 72, 64]) if (fits(size, size >= 72 ? 2 : 3)) return size;
  return 56;
}
