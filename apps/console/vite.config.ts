/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blueprintIconFiles } from './vite-plugins/blueprint-icon-files.ts';

// API paths served by apps/api; in production the API serves this dist/ on the same origin.
const API_PREFIXES = [
  '/auth',
  '/identity',
  '/users',
  '/staff',
  '/v3',
  '/companies',
  '/features',
  '/roles',
  '/bus',
  '/setting-bill',
  '/notifications',
  '/analytics',
  '/health',
  '/members',
  '/admin/clients',
  '/tickets',
];

const API_TARGET = 'http://127.0.0.1:3000';

/** Browser navigations (Accept: text/html) to a console route that shares a prefix with the API (`/roles`,
 * `/companies` ...) are answered by Vite with index.html; fetches go to the API. */
function bypassHtml(req: { headers: Record<string, string | string[] | undefined> }) {
  const accept = String(req.headers.accept ?? '');
  return accept.includes('text/html') ? '/index.html' : undefined;
}

/** Replaced by a fresh random value on every page the API serves (apps/api/src/http/console-page.ts), so the
 * CSP can allow the console's own <style> elements (AG Grid's theme) by nonce instead of 'unsafe-inline'. */
const CSP_NONCE_PLACEHOLDER = '__BUSOPS_CSP_NONCE__';

// @busops/sdk is read from its TypeScript sources, not its built dist/ (packages/sdk/README.md): the
// `@busops/source` export condition first, then Vite's default client conditions (and its server ones
// for the unit tests' module runner).
const SOURCE = '@busops/source';

export default defineConfig({
  resolve: { conditions: [SOURCE, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [SOURCE, 'module', 'node', 'development|production'] } },
  plugins: [react(), blueprintIconFiles()],
  // Vite writes nonce="..." on its tags and a <meta property="csp-nonce"> that grid-setup.ts reads.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  server: {
    port: 5173,
    proxy: {
      // One regex key: whole path segments only, so `/bus` never catches the `/business-plan` screen.
      [`^/(${API_PREFIXES.map((p) => p.slice(1)).join('|')})(/|$|\\?)`]: {
        target: API_TARGET,
        bypass: bypassHtml,
      },
    },
  },
  build: {
    outDir: 'dist',
    // Maps are written for debugging and error tracking but not linked from the bundles, and the API
    // serves them only when SERVE_SOURCE_MAPS=true (apps/api/src/http/static-console.ts).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Vite 8 (rolldown) successor of manualChunks. AG Grid gets its own chunk, reached only through the
        // dynamic import of data-grid.tsx; React is grouped first (higher priority) so the AG Grid group
        // cannot absorb it and make the entry import the grid. Firebase and the feature screens are split
        // naturally: they are only reached through import() (one `<name>.screen-<hash>.js` per screen).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](\.pnpm[\\/])?(react|react-dom|scheduler)[@\\/]/,
              priority: 20,
            },
            { name: 'ag-grid', test: /node_modules[\\/](\.pnpm[\\/])?ag-grid-/, priority: 10 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Worker threads, not the default child processes (93 s instead of 113 s on the 2-core machine), and
    // the files of a worker share its modules (isolate: false): importing React, Blueprint, AG Grid and
    // jsdom again for each of the 79 files was most of the run. Each test ends with an empty DOM and
    // storage, and each file starts with empty command and record-search registries (src/test/setup.ts);
    // `vitest run --sequence.shuffle` with three seeds passed, so no file leans on another's leftovers.
    pool: 'threads',
    isolate: false,
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // The JSON report lets .ci/run prove that nothing was skipped.
    reporters: ['default', ['json', { outputFile: '../../test-results/console.json' }]],
  },
});
