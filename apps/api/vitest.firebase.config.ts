import { defineConfig } from 'vitest/config';

// Runs under `firebase emulators:exec --only auth` (pnpm test:firebase), which sets FIREBASE_AUTH_EMULATOR_HOST.
export default defineConfig({
  test: {
    include: ['test/firebase/**/*.test.ts'],
    // Generous ceilings: a loaded 2-core machine can take a minute to open a database and seed it.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    env: { TEST_DATABASE_URL: '' },
    reporters: ['default', ['json', { outputFile: '../../test-results/api-firebase.json' }]],
  },
});
