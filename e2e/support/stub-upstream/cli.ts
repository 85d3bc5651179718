// The stub upstream as a process of its own:
//   node -r esbuild-register e2e/support/stub-upstream/cli.ts --port 4010 [--reading b]
//        [--catalogue-dir DIR] [--public-dir DIR] [--doctors N]
// prints "stub upstream listening on http://127.0.0.1:4010/api" and runs until SIGTERM or SIGINT.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { normaliseReading } from './faults';
import { startStubUpstream, type StubOptions } from './server';

const USAGE =
  'usage: node -r esbuild-register e2e/support/stub-upstream/cli.ts [--port 4010] [--reading a|b] [--catalogue-dir DIR] [--public-dir DIR] [--doctors N]';

function problem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith('stub-upstream') ? message : `stub-upstream: ${message}`;
}

function optionsOf(args: string[]): StubOptions | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string', short: 'p', default: '4010' },
      reading: { type: 'string' },
      'catalogue-dir': { type: 'string' },
      'public-dir': { type: 'string' },
      doctors: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`invalid --port ${values.port}`);
  const doctors = values.doctors === undefined ? undefined : Number(values.doctors);
  if (doctors !== undefined && (!Number.isInteger(doctors) || doctors < 0))
    throw new Error(`invalid --doctors ${values.doctors}`);
  const catalogueDir = values['catalogue-dir'];
  const publicDir = values['public-dir'];
  return {
    port,
    ...(values.reading === undefined ? {} : { reading: normaliseReading(values.reading) }),
    ...(catalogueDir === undefined ? {} : { catalogueDir: resolve(catalogueDir) }),
    ...(publicDir === undefined ? {} : { publicDir: resolve(publicDir) }),
    ...(doctors === undefined ? {} : { doctors }),
  };
}

async function main(): Promise<void> {
  let options: StubOptions | 'help';
  try {
    options = optionsOf(process.argv.slice(2));
  } catch (error) {
    console.error(`${problem(error)}\n${USAGE}`);
    process.exit(2);
  }
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  const stub = await startStubUpstream(options);
  if (stub.missing.length > 0)
    console.error(
      `stub upstream: missing catalogue files (served empty): ${stub.missing.join(', ')}`,
    );
  console.log(`stub upstream listening on ${stub.apiUrl}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stub.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(problem(error));
  process.exit(1);
});
