import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The JSON report lets .ci/run prove that nothing was skipped.
    reporters: ['default', ['json', { outputFile: '../../test-results/domain.json' }]],
  },
});
