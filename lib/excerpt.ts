import { decodeHTML } from 'entities';

/** Plain text of an HTML fragment: tags removed, every HTML entity decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const withoutTags = html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ');
  return decodeHTML(withoutTags).replace(/\s+/g, ' ').trim();
}

/** Punctuation a cut can leave at the end, which would otherwise sit before the ellipsis. */
const TRAILING_PUNCTUATION = /[,;:.!?\-–—(]+$/u;

/** The first `words` words of a text, with an ellipsis when it was cut. */
export function excerpt(text: string, words: number): string {
  const all = text.split(/\s+/).filter(Boolean);
  if (all.length <= words) return all.join(' ');
  const kept = all.slice(0, words);
  const last = kept.length - 1;
  kept[last] = kept[last]!.replace(TRAILING_PUNCTUATION, '') || kept[last]!;
  return `${kept.join(' ')}…`;
}

/**
 * As much of a text as fits in `max` characters, for a meta description: whole sentences where
 * the first fits, else whole words and an ellipsis.
 */
export function fitWithin(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  let kept = '';
  for (const sentence of plain.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? []) {
    if (`${kept}${sentence}`.trim().length > max) break;
    kept += sentence;
  }
  if (kept.trim()) return kept.trim();
  const words = plain.slice(0, max).split(' ');
  words.pop(); // the word the cut went through
  return `${words.join(' ').replace(TRAILING_PUNCTUATION, '')}…`;
}
