import { defineConfig } from 'vitest/config';

// Runs under `firebase emulators:exec --only auth` (pnpm test:firebase), which sets FIREBASE_AUTH_EMULATOR_HOST.
// @busops/sdk is read from its TypeScript sources, not its built dist/ (packages/sdk/README.md): the
// `@busops/source` export condition first, then Vite's default server conditions.
const resolveSource = {
  resolve: { conditions: ['@busops/source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@busops/source', 'module', 'node', 'development|production'] } },
};

export default defineConfig({
  ...resolveSource,
  test: {
    include: ['test/firebase/**/*.test.ts'],
    // Generous ceilings: a loaded 2-core machine can take a minute to open a database and seed it.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    env: { TEST_DATABASE_URL: '' },
    reporters: ['default', ['json', { outputFile: '../../test-results/api-firebase.json' }]],
  },
});
