import { defineConfig } from 'vitest/config';

// Runs under `firebase emulators:exec --only auth` (pnpm test:firebase), which sets FIREBASE_AUTH_EMULATOR_HOST.
export default defineConfig({
  test: {
    include: ['test/firebase/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TEST_DATABASE_URL: '' },
    reporters: ['default', ['json', { outputFile: '../../test-results/api-firebase.json' }]],
  },
});
