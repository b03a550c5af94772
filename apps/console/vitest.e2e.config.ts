// Browser end-to-end tests (e2e/*.e2e.ts): the real API and the built console in Debian's Chromium.
// `pnpm test:e2e` builds the console first; e2e/server.ts starts the API on a fresh database.
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
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./e2e/server.ts'],
    // One API and one database for the run: files one after another, tests in order inside a file.
    fileParallelism: false,
    // The files share the worker's modules, and with them one Chromium (e2e/browser.ts); each test has
    // its own browser context, and the files share the one API and database anyway.
    isolate: false,
    sequence: { concurrent: false },
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // expect.poll waits for conditions on a real server: 1 s (the default) is too short on a busy machine.
    expect: { poll: { timeout: 20_000, interval: 100 } },
    reporters: ['default', ['json', { outputFile: '../../test-results/console-e2e.json' }]],
  },
});
