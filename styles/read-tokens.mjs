// styles/tokens.json for the asset scripts: plain Node 20 reads JSON modules only with a warning.
import { readFileSync } from 'node:fs';

/** The parsed styles/tokens.json. */
export function readTokens() {
  return JSON.parse(readFileSync(new URL('./tokens.json', import.meta.url), 'utf8'));
}
