/** @jest-environment node */
import { submissionsToCsv } from './csv';
import { formatDetails } from './cli';
import type { StoredSubmission } from './schema';

/** Characters that make text read in another order than it is stored. */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

function careerApplication(name: string, cvName: string): StoredSubmission {
  const at = new Date('2026-01-02T03:04:05.000Z');
  return {
    id: '3f9a6c1e-8b2d-4e7f-9a10-5c6d7e8f9a0b',
    reference: 'AH-7KQ2M9XD',
    kind: 'career-application',
    payload: { name, phone: '9876543210', email: 'r@example.org', id: 'job-7' },
    attachment: {
      path: 'uploads/0b7c.pdf',
      originalName: cvName,
      size: 1234,
      mediaType: 'application/pdf',
    },
    createdAt: at,
    status: 'local',
    attempts: 0,
    nextAttemptAt: at,
    leaseUntil: null,
    lastError: null,
    deliveredAt: null,
    upstreamStatus: null,
    upstreamBody: null,
    requestFingerprint: null,
    handledAt: null,
    noticeVersion: null,
    language: null,
    erasedAt: null,
  };
}

const dataRow = (csv: string) => csv.split('\r\n')[1] ?? '';

describe('the staff CSV export', () => {
  it('shows a CV name that reverses itself (U+202E) with the character escaped, so it reads as it is', () => {
    // Shown raw, a spreadsheet displays this name as "Ravi CV exe.pdf".
    const row = dataRow(submissionsToCsv([careerApplication('Ravi', 'Ravi CV \u202Efdp.exe')]));
    expect(row).not.toMatch(BIDI_CONTROL);
    expect(row.split(',').slice(-2)).toEqual(['uploads/0b7c.pdf', 'Ravi CV \\u202efdp.exe']);
  });

  it('escapes every bidirectional control and mark in any cell, and still defuses formulas', () => {
    const row = dataRow(
      submissionsToCsv([
        careerApplication('\u2067=HYPERLINK("http://evil")\u2069 \u200F\u061C\u200E', 'cv.pdf'),
      ]),
    );
    expect(row).not.toMatch(BIDI_CONTROL);
    expect(row).toContain(',"\\u2067=HYPERLINK(""http://evil"")\\u2069 \\u200f\\u061c\\u200e",');
    // The escape now leads the cell, so no spreadsheet reads it as a formula either.
    expect(row).not.toMatch(/(^|,)"?[=+\-@]/);
  });
});

describe("the staff CLI's view of one request", () => {
  it('says which language the form was sent in, so staff answer in it', () => {
    const punjabi = { ...careerApplication('Gurpreet', 'cv.pdf'), language: 'pa' };
    expect(formatDetails(punjabi)).toMatch(/^language\s+pa$/m);
    expect(formatDetails(careerApplication('Asha', 'cv.pdf'))).not.toMatch(/^language/m);
  });
});
