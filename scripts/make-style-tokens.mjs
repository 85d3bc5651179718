#!/usr/bin/env node
// Writes styles/_colour-tokens.scss from styles/tokens.json, the one source of the site's colours
// (Sass cannot read JSON): node scripts/make-style-tokens.mjs [--check]
// --check writes nothing and exits 1 when the file is out of date.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readTokens } from '../styles/read-tokens.mjs';
import { colourTokensScss } from '../styles/tokens-scss.mjs';

const out = new URL('../styles/_colour-tokens.scss', import.meta.url);
const text = colourTokensScss(readTokens());

if (existsSync(out) && readFileSync(out, 'utf8') === text) {
  console.log('styles/_colour-tokens.scss is up to date');
} else if (process.argv.includes('--check')) {
  console.error(
    'styles/_colour-tokens.scss is out of date: run node scripts/make-style-tokens.mjs',
  );
  process.exit(1);
} else {
  writeFileSync(out, text);
  console.log('wrote styles/_colour-tokens.scss');
}
