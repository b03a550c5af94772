import { defineConfig } from 'vitest/config';

// The tests run the built `busops` (dist/, built by the package's `test` script) as a child process,
// against the real API started in the test process: the API is read from its TypeScript sources, and
// so is @busops/sdk inside it (the `@busops/source` condition, packages/sdk/README.md); the child reads
// the SDK's dist/ as an installed user would.
const resolveSource = {
  resolve: { conditions: ['@busops/source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@busops/source', 'module', 'node', 'development|production'] } },
};

export default defineConfig({
  ...resolveSource,
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Opening and seeding a database takes up to a minute on a loaded 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // The PGlite template of the API's harness, built once per run (apps/api/test/database-template.ts).
    globalSetup: ['../../apps/api/test/template.global.ts'],
    reporters: ['default', ['json', { outputFile: '../../test-results/cli.json' }]],
  },
});
