#!/usr/bin/env node
// Client JavaScript each route loads first, gzip-compressed, from Next's build diagnostics: the
// first column of `npm run bench`, alone and fast.
// Usage: node scripts/bundle-report.mjs [distDir]   (after `next build`). Exits 1 when a route is over budget.
import { resolve } from 'node:path';
import { BUDGETS } from './bench/budgets.mjs';
import { firstLoadJs, kb } from './bench/sizes.mjs';

const distDir = process.argv[2] || process.env.NEXT_DIST_DIR || '.next';
const rows = firstLoadJs(resolve(distDir));
const width = Math.max(...rows.map((row) => row.route.length));
console.log(`First-load JS per route (gzip -9), ${distDir}`);
for (const row of rows) {
  const over = row.gzip > BUDGETS.firstLoadJsBytes;
  console.log(
    `  ${row.route.padEnd(width)}  ${kb(row.gzip)}${over ? `  over the ${kb(BUDGETS.firstLoadJsBytes)} budget` : ''}`,
  );
}
if (rows.some((row) => row.gzip > BUDGETS.firstLoadJsBytes)) process.exitCode = 1;
