import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

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
  // Dependencies point one way: app → components → lib → content. Content may read the two
  // leaf modules of lib that hold plain facts (the site's configuration and its paths).
  {
    files: ['components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/app/*'] }] },
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
            { group: ['@/app/*', '@/components/*'], message: 'content imports nothing above it' },
            {
              regex: '^@/lib/(?!site$|routes$|share-links$|rupees$)',
              message: 'content may read lib/site, lib/routes, lib/share-links and lib/rupees only',
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
