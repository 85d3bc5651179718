/** @jest-config-loader esbuild-register */
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = createJestConfig({
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The adapters guard against client bundles with server-only; Jest runs them as plain modules.
    '^server-only$': '<rootDir>/test-support/empty-module.ts',
    // The carousel's stylesheet means nothing to Jest.
    '^swiper/css$': '<rootDir>/test-support/empty-module.ts',
  },
  testPathIgnorePatterns: [
    '<rootDir>/e2e/',
    '<rootDir>/.next',
    '<rootDir>/node_modules/',
    '<rootDir>/bench-results/',
  ],
  modulePathIgnorePatterns: ['<rootDir>/.next', '<rootDir>/bench-results/'],
});

// next-intl and what it formats with ship as ES modules only: Jest compiles them like our code.
const esmOnly = ['next-intl', 'use-intl', 'icu-minify', 'intl-messageformat', '@formatjs'];

export default async function jestConfig() {
  const resolved = await config();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${esmOnly.join('|')})/)`,
      ...(resolved.transformIgnorePatterns ?? []).filter(
        (pattern) => !pattern.includes('node_modules'),
      ),
    ],
  };
}
