import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

// Links to the site's pages go through components/ui/link.tsx, which fetches a page ahead only
// when the visitor reaches for its link.
const nextLink = { name: 'next/link', message: "Use Link from '@/components/ui/link'." };

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  globalIgnores([
    '.next/**',
    '.next-upstream/**',
    '.next-live/**',
    '.next-*/**',
    '.data/**',
    'bench-results/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
    'next-env.d.ts',
  ]),
  // Dependencies point one way: app → components → lib → content. Content is the bottom: the
  // site's facts (content/site.ts), its paths (content/routes.ts) and page copy, importing nothing
  // above it.
  {
    files: ['components/**'],
    ignores: ['components/ui/link.tsx', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [nextLink], patterns: ['@/app/*'] }] },
  },
  {
    files: ['components/ui/link.tsx', 'components/**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/app/*'] }] },
  },
  {
    files: ['app/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [nextLink] }] },
  },
  {
    files: ['lib/**'],
    ignores: ['lib/**/*.test.ts', 'lib/**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/app/*', '@/components/*'] }] },
  },
  {
    files: ['content/**'],
    ignores: ['content/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/components/*', '@/lib/*'],
              message: 'content is the bottom layer: it imports nothing above it',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**'],
    ignores: ['e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Use test from 'e2e/support/test': it hands one page from test to test.",
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      // Unused bindings are errors; a leading underscore marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
]);
