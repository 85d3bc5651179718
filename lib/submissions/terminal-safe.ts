/**
 * The bidirectional controls: the embeddings, overrides and isolates, and the marks (LRM, RLM,
 * ALM). They make text read in another order than it holds, so that `cv\u202Efdp.exe` shows as
 * "cvexe.pdf" in a terminal or a spreadsheet.
 */
const BIDI_CONTROLS = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';

/**
 * Characters a terminal acts on rather than shows: C0 controls other than tab and line feed
 * (ESC starts the sequences that retitle a window or clear the screen; CR overwrites a line),
 * DEL, the C1 controls (U+009B is a one-character CSI), and the bidirectional controls.
 */
const ACTIVE_CHARACTER = new RegExp(
  `[\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`,
  'g',
);

const BIDI_CONTROL = new RegExp(`[${BIDI_CONTROLS}]`, 'g');

const escaped = (character: string) =>
  `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A visitor's text as the staff CLI prints it: every active character shown as a \uXXXX escape. */
export function terminalSafe(text: string): string {
  return text.replace(ACTIVE_CHARACTER, escaped);
}

/**
 * JSON for the terminal. JSON.stringify already escapes C0 controls; this escapes the rest of
 * ACTIVE_CHARACTER the same way, which keeps the output valid JSON with the same values.
 */
export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(ACTIVE_CHARACTER, escaped);
}

/**
 * Text that reads in the order it holds wherever it is shown (a spreadsheet cell): each
 * bidirectional control as the same \uXXXX escape the CLI prints. Line breaks and tabs stay.
 */
export function bidiSafe(text: string): string {
  return text.replace(BIDI_CONTROL, escaped);
}
