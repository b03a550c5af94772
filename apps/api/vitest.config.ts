import { defineConfig } from 'vitest/config';

// The integration suite runs on embedded PGlite and, when TEST_DATABASE_URL is set (CI), the part of
// it where the database engine matters runs on PostgreSQL too: each test file gets a fresh database.
const postgres = process.env.TEST_DATABASE_URL;

/**
 * The PostgreSQL project runs where SQL or concurrency can differ from PGlite (a single-connection
 * PostgreSQL 17 in WASM): races (*.pg.test.ts, several connections and API instances on one database),
 * every operation's authorization and company scope and every list's paging (target matrix, isolation,
 * lists), the hand-written SQL (dispatch checks and exclusion constraints, network and positions,
 * GTFS, search), LISTEN/NOTIFY (notifications, live trips, session revocation), money and history.
 * Validation, headers, sign-in flows, the fuzz and the structure rules run no SQL of their own: once,
 * on PGlite, is enough (the fuzz alone was 2 of the 25 CI minutes on PostgreSQL).
 */
const POSTGRES_SUITES = [
  '**/*.pg.test.ts',
  'test/contract/target-matrix.test.ts',
  'test/contract/isolation.test.ts',
  'test/contract/lists.test.ts',
  'test/dispatch/**/*.test.ts',
  'test/bus-management/**/*.test.ts',
  'test/gtfs/**/*.test.ts',
  'test/network/**/*.test.ts',
  'test/simulator/**/*.test.ts',
  'test/employees/**/*.test.ts',
  'test/notifications/**/*.test.ts',
  'test/auth/session-revocation.test.ts',
  'test/history/**/*.test.ts',
  'test/settings/**/*.test.ts',
  'test/monthly-tickets/**/*.test.ts',
  'test/pass-settings/**/*.test.ts',
  'test/customers/**/*.test.ts',
];

export default defineConfig({
  test: {
    // Each project names its files: `extends` concatenates arrays, a root include would be in both.
    exclude: ['test/firebase/**', 'node_modules/**'],
    // Generous ceilings: a loaded 2-core machine can take a minute to open a database and seed it.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Each file opens its own database; two at a time fits the 2-core machines.
    maxWorkers: 2,
    reporters: ['default', ['json', { outputFile: '../../test-results/api.json' }]],
    projects: [
      // *.pg.test.ts need PostgreSQL (several connections, several API instances on one database).
      {
        extends: true as const,
        test: {
          name: 'pglite',
          env: { TEST_DATABASE_URL: '' },
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['test/firebase/**', 'node_modules/**', '**/*.pg.test.ts'],
        },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                env: { TEST_DATABASE_URL: postgres },
                include: POSTGRES_SUITES,
              },
            },
          ]
        : []),
    ],
  },
});
