import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const src = fileURLToPath(new URL('./src/', import.meta.url))

export default defineConfig({
  // The documentation's examples import the package by name
  // (test/docs/doc-blocks.test.ts): resolve it to the source.
  resolve: {
    alias: [
      { find: /^k8s-jobs-core$/, replacement: `${src}index.ts` },
      { find: /^k8s-jobs-core\/(.*)$/, replacement: `${src}$1/index.ts` },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    // `npm run coverage` (CI: `npm test -- --coverage`, one run of the suite):
    // v8 coverage of src/, failing below these thresholds. Two parts of src/
    // are measured elsewhere and left out here:
    // - src/cli/: its tests run the built `k8s-jobs` binary as a child
    //   process (test/cli/), which v8 coverage of the test process cannot see;
    // - src/**/generated/: schema tables written by scripts/generate-model.mjs
    //   from the pinned Go types (`--check` keeps them current); their lazy
    //   `() => XSchema` thunks run only when a document holds that field, so
    //   a volume kind no test decodes counts as an uncovered function.
    // Measured on the rest when set (2026-11-26): statements 96.5 %,
    // branches 94.0 %, functions 98.2 %, lines 97.9 %; raise as coverage grows.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/cli/**', 'src/**/generated/**'],
      reporter: ['text-summary', 'html'],
      reportsDirectory: 'coverage',
      thresholds: { statements: 96, branches: 93, functions: 96, lines: 97 },
    },
  },
})
