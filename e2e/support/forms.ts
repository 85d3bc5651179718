import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Locator } from '@playwright/test';

const run = promisify(execFile);
const root = join(__dirname, '..', '..');

/** The data folder of each test server's submissions store (playwright.config.ts). */
export const DATA_DIRS = {
  embedded: join(root, '.data', 'e2e-embedded'),
  upstream: join(root, '.data', 'e2e-upstream'),
} as const;

export interface StoredRow {
  reference: string;
  kind: string;
  status: string;
  payload: Record<string, unknown>;
  attachment: { path: string; originalName: string; size: number; mediaType: string } | null;
  noticeVersion: string | null;
  /** The language of the page the form was sent from. */
  language: string | null;
}

/** Reads the store the way the hospital's staff do: through the CLI, while the site runs. */
export async function storedSubmissions(
  dataDir: string,
  args: string[] = [],
): Promise<StoredRow[]> {
  const { stdout } = await run(
    process.execPath,
    ['-r', 'esbuild-register', 'scripts/submissions.ts', 'list', '--json', ...args],
    {
      cwd: root,
      env: { ...process.env, SUBMISSIONS_DATA_DIR: dataDir, DATABASE_URL: '' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as StoredRow[];
}

/** Marks a request handled the way staff do (the CLI's `mark … handled`), while the site runs. */
export async function markHandled(dataDir: string, reference: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['-r', 'esbuild-register', 'scripts/submissions.ts', 'mark', reference, 'handled'],
    { cwd: root, env: { ...process.env, SUBMISSIONS_DATA_DIR: dataDir, DATABASE_URL: '' } },
  );
  return stdout;
}

/** A name no other test uses, to find this test's request in the store. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A minimal but real PDF file. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Bot-trap fields a person's browser would send: empty honeypot, shown a while ago. */
export const humanTraps = () => ({ company: '', startedAt: Date.now() - 10_000 });

/** The embedded site's stored request of a kind sent under a name, if there is one. */
export async function storedByName(kind: string, name: string) {
  const rows = await storedSubmissions(DATA_DIRS.embedded, ['--kind', kind]);
  return rows.find((row) => row.payload.name === name);
}

/** Fills a booking form (the popup's or /appointment's) for a patient at Pathankot. */
export async function fillBooking(form: Locator, name: string) {
  await form.getByLabel('Patient name').fill(name);
  await form.getByLabel('Phone number').fill('98765 43210');
  await form.getByLabel('Email').fill('patient@example.com');
  await form.getByLabel('Hospital').selectOption('Pathankot');
  await form.getByLabel('Specialty').selectOption({ index: 2 });
  await form
    .getByLabel('Message')
    .fill('Knee pain for three weeks, would like to see a specialist.');
}
