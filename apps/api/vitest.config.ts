import { defineConfig } from 'vitest/config';

// The same integration suite runs on embedded PGlite and, when TEST_DATABASE_URL is set (CI), on
// PostgreSQL: each test file gets a fresh database either way.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
                // The generator's check runs no SQL: once, in the PGlite project, is enough.
                exclude: ['test/firebase/**', 'node_modules/**', 'test/structure/new-resource.test.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
