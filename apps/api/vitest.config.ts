import { defineConfig } from 'vitest/config';

// The integration suite runs on embedded PGlite and, when TEST_DATABASE_URL is set (CI), the part of
// it where the database engine matters runs on PostgreSQL instead: each test file gets a fresh database.
const postgres = process.env.TEST_DATABASE_URL;

/**
 * With TEST_DATABASE_URL (CI), these run on PostgreSQL, and only there; without it (a developer's
 * `pnpm test`), on PGlite like the rest. They are where SQL or concurrency can differ between the
 * engines: races (*.pg.test.ts, several connections and API instances on one database), every
 * operation's authorization and company scope and every list's paging (target matrix, isolation, lists),
 * the hand-written SQL (dispatch checks and exclusion constraints, network and positions, GTFS, search),
 * LISTEN/NOTIFY (notifications, live trips, session revocation), money and history. Each file runs on
 * one engine in CI, not both: PGlite (PostgreSQL 17 in WASM, one connection) is the same SQL on the same
 * code path, and CI still runs all of it there, through the browser suite, whose API is on PGlite
 * (apps/console/e2e/server.ts), and the PGlite suites below (validation, headers, sign-in, the fuzz,
 * the embedded database's own files). Their second run, on PGlite, was a third of the API suite's test
 * time (605 of 1,938 s, test-results/api.json of a run with PostgreSQL), and CI has 30 minutes on 2 cores.
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
  'test/ledger/**/*.test.ts',
  'test/reports/**/*.test.ts',
];

/**
 * The suites of what several API instances must share (issue 21, docs/deployment.md): in the
 * PostgreSQL pass they run with their requests alternating between two instances on one database
 * (TEST_INSTANCES=2, test/instances.ts) instead of one; the cost is a second app per file.
 */
const TWO_INSTANCE_SUITES = [
  'test/concurrency/**/*.pg.test.ts',
  'test/auth/session-revocation.test.ts',
  'test/notifications/stream-revocation*.test.ts',
  'test/employees/deposit.test.ts',
  'test/monthly-tickets/orders.test.ts',
];

/**
 * The tools around the product, not the product: the resource generator (a copy of the repository, Biome
 * and tsc of two packages), the embedded database's backup and restore scripts and its second-start
 * lock (real server processes). In CI they were 636 s of the API suite's worker time (281, 211 and 144 s
 * beside the browser suite) on a 2-core machine whose 30 minutes were spent: CI leaves them to
 * `pnpm --filter @busops/api test:ops`, run before a change to turbo/generators, scripts/ or src/db
 * lands, and to a developer's plain `pnpm test` (no CI variable), which runs everything.
 */
const OPS_SUITES = [
  'test/structure/new-resource.test.ts',
  'test/embedded/backup-restore.test.ts',
  'test/embedded/second-start.test.ts',
];
const skipOps = process.env.CI === 'true' && process.env.TEST_OPS !== '1';

// @busops/sdk is read from its TypeScript sources, not its built dist/ (packages/sdk/README.md): the
// `@busops/source` export condition first, then Vite's default server conditions.
const resolveSource = {
  resolve: { conditions: ['@busops/source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@busops/source', 'module', 'node', 'development|production'] } },
};

export default defineConfig({
  ...resolveSource,
  test: {
    // Each project names its files: `extends` concatenates arrays, a root include would be in both.
    exclude: ['test/firebase/**', 'node_modules/**'],
    // Generous ceilings: a loaded 2-core machine can take a minute to open a database and seed it.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Each file opens its own database; two at a time fits the 2-core machines. Each starts as a copy
    // of a template the run builds once (test/database-template.ts).
    maxWorkers: 2,
    // The files of a worker share its modules: importing the app (Fastify, drizzle, PGlite, the
    // handlers, the contract) was about 4 s a file, in which both workers often sat with no test
    // running (measured: 36 files 177 s isolated, 80 s shared). Nothing here keeps state in a module
    // between files: every file builds its own app and database (harness.ts), and no file mocks a
    // module or stubs the environment (vi.mock, vi.stubEnv).
    isolate: false,
    globalSetup: ['test/template.global.ts'],
    reporters: ['default', ['json', { outputFile: '../../test-results/api.json' }]],
    projects: [
      // *.pg.test.ts need PostgreSQL (several connections, several API instances on one database).
      {
        extends: true as const,
        test: {
          name: 'pglite',
          env: { TEST_DATABASE_URL: '', TEST_INSTANCES: '1' },
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [
            'test/firebase/**',
            'node_modules/**',
            '**/*.pg.test.ts',
            ...(postgres ? POSTGRES_SUITES : []),
            ...(skipOps ? OPS_SUITES : []),
          ],
        },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                env: { TEST_DATABASE_URL: postgres, TEST_INSTANCES: '1' },
                include: POSTGRES_SUITES,
                exclude: ['test/firebase/**', 'node_modules/**', ...TWO_INSTANCE_SUITES],
              },
            },
            {
              extends: true as const,
              test: {
                name: 'postgres-2-instances',
                // TEST_INSTANCES=1 in the environment runs them on one instance (bench/two-instances.mjs).
                env: { TEST_DATABASE_URL: postgres, TEST_INSTANCES: process.env.TEST_INSTANCES || '2' },
                include: TWO_INSTANCE_SUITES,
              },
            },
          ]
        : []),
    ],
  },
});
