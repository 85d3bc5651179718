// Staff CLI for visitors' requests: `npm run submissions -- list|show|export|requeue` (see --help).
// Runs as `node -r esbuild-register scripts/submissions.ts`, so lib/submissions uses relative imports only.
import { runCli } from '../lib/submissions/cli';

runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
})
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    process.stderr.write(
      `submissions: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  })
  .finally(() => {
    // Everything is closed by now; this only guards against a stray handle keeping the CLI alive.
    setTimeout(() => process.exit(), 2000).unref();
  });
