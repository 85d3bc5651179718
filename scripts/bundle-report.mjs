#!/usr/bin/env node
// Client JavaScript each route loads first, gzip-compressed, from Next's build diagnostics.
// Usage: npm run bench [-- distDir]   (after `next build`). Exits 1 when a route is over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = process.argv[2] || process.env.NEXT_DIST_DIR || '.next';
const stats = JSON.parse(
  readFileSync(join(distDir, 'diagnostics', 'route-bundle-stats.json'), 'utf8'),
);
const sizes = new Map();
const gzipSize = (path) => {
  if (!sizes.has(path)) sizes.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return sizes.get(path);
};

/**
 * Framework JS is about 137 KB gzip on an empty route. A page without a form stays within
 * 160 KB; a page with a form (react-hook-form, zod, TanStack Query) within 205 KB.
 */
const BUDGET_BYTES = 160 * 1024;
const FORM_BUDGET_BYTES = 205 * 1024;
const FORM_ROUTES = new Set(['/appointment', '/contact-us', '/careers/[slug]', '/doctor/[slug]']);
const budgetOf = (route) => (FORM_ROUTES.has(route) ? FORM_BUDGET_BYTES : BUDGET_BYTES);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = stats.map((route) => ({
  route: route.route,
  gzip: route.firstLoadChunkPaths.reduce((sum, path) => sum + gzipSize(path), 0),
}));
const width = Math.max(...rows.map((row) => row.route.length));
console.log(`First-load JS per route (gzip -9), ${distDir}`);
for (const row of rows.sort((a, b) => a.route.localeCompare(b.route))) {
  const budget = budgetOf(row.route);
  console.log(
    `  ${row.route.padEnd(width)}  ${kb(row.gzip)}${row.gzip > budget ? `  over the ${kb(budget)} budget` : ''}`,
  );
}
if (rows.some((row) => row.gzip > budgetOf(row.route))) process.exitCode = 1;
