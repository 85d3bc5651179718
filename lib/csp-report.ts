import * as z from 'zod';

/** One blocked load or script, as the site logs it. */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  source: string;
}

const text = z
  .unknown()
  .optional()
  .transform((value) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '',
  );

/** The older `report-uri` form: `{ "csp-report": { … } }` with hyphenated names. */
const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': text,
  }),
});

/** The Reporting API's form: a list of `{ type: "csp-violation", body: { … } }`. */
const reportingApiReport = z.object({
  type: z.literal('csp-violation'),
  body: z.object({
    documentURL: text,
    effectiveDirective: text,
    blockedURL: text,
    sourceFile: text,
    lineNumber: text,
  }),
});

const MAX_FIELD = 200;

/**
 * A URL without its query or fragment, and any text cut short and stripped of control characters:
 * a page address may carry what a visitor typed (`/appointment?message=…`), and a log line must
 * not be forged by what a report says.
 */
function clean(value: string): string {
  let shown = value;
  try {
    const url = new URL(value);
    shown = `${url.origin}${url.pathname}`;
  } catch {
    // Not a URL: "inline", "eval", a directive name.
  }
  return shown.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').slice(0, MAX_FIELD);
}

function violation(fields: {
  directive: string;
  blocked: string;
  page: string;
  file: string;
  line: string;
}): CspViolation {
  const file = clean(fields.file);
  return {
    directive: clean(fields.directive) || 'unknown',
    blocked: clean(fields.blocked) || 'unknown',
    page: clean(fields.page) || 'unknown',
    source: file ? `${file}${fields.line ? `:${clean(fields.line)}` : ''}` : '',
  };
}

/** The violations in a report body of either form; an empty list when it holds none. */
export function cspViolations(body: unknown): CspViolation[] {
  const legacy = legacyReport.safeParse(body);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    return [
      violation({
        directive: report['effective-directive'] || report['violated-directive'],
        blocked: report['blocked-uri'],
        page: report['document-uri'],
        file: report['source-file'],
        line: report['line-number'],
      }),
    ];
  }
  if (!Array.isArray(body)) return [];
  return body.flatMap((entry) => {
    const report = reportingApiReport.safeParse(entry);
    if (!report.success) return [];
    const { documentURL, effectiveDirective, blockedURL, sourceFile, lineNumber } =
      report.data.body;
    return [
      violation({
        directive: effectiveDirective,
        blocked: blockedURL,
        page: documentURL,
        file: sourceFile,
        line: lineNumber,
      }),
    ];
  });
}

/** One log line. */
export function describeViolation({ directive, blocked, page, source }: CspViolation): string {
  return `[csp] ${directive} blocked ${blocked} on ${page}${source ? ` (${source})` : ''}`;
}
