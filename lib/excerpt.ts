import { decodeHTML } from 'entities';

/** Plain text of an HTML fragment: tags removed, every HTML entity decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const withoutTags = html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ');
  return decodeHTML(withoutTags).replace(/\s+/g, ' ').trim();
}

/** The first `words` words of a text, with an ellipsis when it was cut. */
export function excerpt(text: string, words: number): string {
  const all = text.split(/\s+/).filter(Boolean);
  return all.length <= words ? all.join(' ') : `${all.slice(0, words).join(' ')}…`;
}
