import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The Nu Html Checker (vnu-jar from npm, run by Java 17) over saved server HTML.

export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

const VNU_JAR = join(__dirname, '..', '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/** Checks every page in one Java run (its start-up is the slow part); messages name the page. */
export function checkHtml(pages: Record<string, string>): VnuMessage[] {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const files = Object.entries(pages).map(([name, html]) => {
      const file = join(dir, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    const run = spawnSync(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error) throw run.error;
    // vnu writes its JSON report to stderr.
    return (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages.map((message) => ({
      ...message,
      url: message.url.replace(/^.*\/([^/]+)\.html$/, '$1'),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
