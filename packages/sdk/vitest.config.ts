import { defineConfig } from 'vitest/config';

// @busops/sdk is read from its TypeScript sources, not its built dist/ (packages/sdk/README.md): the
// `@busops/source` export condition first, then Vite's default server conditions.
const resolveSource = {
  resolve: { conditions: ['@busops/source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@busops/source', 'module', 'node', 'development|production'] } },
};

export default defineConfig({
  ...resolveSource,
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The JSON report lets .ci/run prove that nothing was skipped.
    reporters: ['default', ['json', { outputFile: '../../test-results/sdk.json' }]],
  },
});
