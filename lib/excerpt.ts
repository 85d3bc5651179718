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
