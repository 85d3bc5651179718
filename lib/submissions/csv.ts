import type { StoredSubmission, SubmissionKind } from './schema';
import { bidiSafe } from './terminal-safe';

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; a visitor's "name" could be `=HYPERLINK(...)`. Such cells get a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as a spreadsheet will show it: bidirectional controls escaped (a file name cannot
 * pose as another), formulas defused, quoted when it needs it.
 */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  text = bidiSafe(text);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: comma-separated, CRLF line ends, fields quoted when they need it. */
export function toCsv(rows: unknown[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const FIXED = ['reference', 'created_at', 'status', 'delivered_at', 'handled_at'] as const;

/** The forms' own field order (jsonb keeps keys in its own order, not the form's). */
const FORM_FIELDS: Record<SubmissionKind, string[]> = {
  appointment: [
    'name',
    'phone',
    'email',
    'location',
    'hospital',
    'specialty',
    'message',
    'date',
    'time',
  ],
  'doctor-appointment': ['name', 'phone', 'email', 'doctorname', 'message'],
  contact: ['name', 'phone', 'email', 'message'],
  callback: ['name', 'phone', 'email', 'message'],
  'career-application': ['name', 'phone', 'email', 'id'],
  'blog-comment': ['slug', 'name', 'email', 'website', 'comment'],
  'data-request': ['request', 'name', 'reference', 'phone', 'email', 'details'],
};

/** The payload fields present in these rows: the form's order first, then any others alphabetically. */
export function payloadFields(rows: Array<Pick<StoredSubmission, 'kind' | 'payload'>>): string[] {
  const present = new Set(rows.flatMap((row) => Object.keys(row.payload)));
  const known = [...new Set(rows.flatMap((row) => FORM_FIELDS[row.kind] ?? []))].filter((key) =>
    present.has(key),
  );
  const others = [...present].filter((key) => !known.includes(key)).sort();
  return [...known, ...others];
}

/** One row per submission: the fixed columns, then one column per payload field. */
export function submissionsToCsv(rows: StoredSubmission[]): string {
  const fields = payloadFields(rows);
  const withAttachment = rows.some((row) => row.attachment);
  const header: string[] = [
    ...FIXED,
    ...fields.map((key) => ((FIXED as readonly string[]).includes(key) ? `payload_${key}` : key)),
  ];
  if (withAttachment) header.push('attachment_path', 'attachment_name');
  const body = rows.map((row) => {
    const cells: unknown[] = [
      row.reference,
      row.createdAt,
      row.status,
      row.deliveredAt,
      row.handledAt,
      ...fields.map((key) => row.payload[key]),
    ];
    if (withAttachment) cells.push(row.attachment?.path, row.attachment?.originalName);
    return cells;
  });
  return toCsv([header, ...body]);
}
