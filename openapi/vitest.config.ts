import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.mjs'],
    // Each comparison of the real contract takes seconds; the fixtures take milliseconds.
    testTimeout: 60_000,
    // The JSON report lets .ci/run prove that nothing was skipped.
    reporters: ['default', ['json', { outputFile: '../test-results/openapi.json' }]],
  },
});
