#!/usr/bin/env node
// Client JavaScript each route loads first, gzip-compressed, from Next's build diagnostics.
// Usage: npm run bench [-- distDir]   (after `next build`). Exits 1 when a route is over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = process.argv[2] || process.env.NEXT_DIST_DIR || '.next';
const stats = JSON.parse(readFileSync(join(distDir, 'diagnostics', 'route-bundle-stats.json'), 'utf8'));
const sizes = new Map();
const gzipSize = (path) => {
  if (!sizes.has(path)) sizes.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return sizes.get(path);
};

/** Framework JS is about 136 KB gzip on an empty route; the rest of the budget is ours. */
const ROUTE_BUDGET_BYTES = 180 * 1024;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = stats.map((route) => ({ route: route.route, gzip: route.firstLoadChunkPaths.reduce((sum, path) => sum + gzipSize(path), 0) }));
const width = Math.max(...rows.map((row) => row.route.length));
console.log(`First-load JS per route (gzip -9), ${distDir}`);
for (const row of rows.sort((a, b) => a.route.localeCompare(b.route))) {
  console.log(`  ${row.route.padEnd(width)}  ${kb(row.gzip)}${row.gzip > ROUTE_BUDGET_BYTES ? `  over the ${kb(ROUTE_BUDGET_BYTES)} budget` : ''}`);
}
if (rows.some((row) => row.gzip > ROUTE_BUDGET_BYTES)) process.exitCode = 1;
