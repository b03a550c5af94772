// Starts the API (and the built console when present) and prints the URL and the demo accounts.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirBusy } from './db/data-dir-lock.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';

/**
 * PGlite 0.5 writes through Node's fs without fsync (electric-sql/pglite#1107): a power cut can lose
 * writes it already acknowledged (a killed process does not). Said at every start, with the way out.
 */
const EMBEDDED_DATABASE_NOTE = [
  'The embedded database (PGlite) is for trying busops and for one small office: it does not force',
  'writes to disk, so a power cut can lose the last changes. Back it up with ./busops backup <file>',
  '(server stopped). For production set DATABASE_URL to a PostgreSQL database (README, Production).',
  '',
];

const config = loadConfig();
const here = dirname(fileURLToPath(import.meta.url));
const builtConsole = resolve(here, '../../console/dist');
if (!config.consoleDir && existsSync(resolve(builtConsole, 'index.html'))) config.consoleDir = builtConsole;

const built = await buildApp({ config }).catch((error: unknown) => {
  // A second server on the same embedded database: say so and stop, no stack trace.
  if (!(error instanceof DataDirBusy)) throw error;
  console.error(`busops: ${error.message}`);
  process.exit(1);
});
const { app } = built;
const address = await app.listen({ port: config.port, host: config.host });
const url = address.replace('[::1]', 'localhost');

const lines = [
  '',
  `busops is running at ${url}${config.consoleDir ? '' : '  (API only: build the console to serve it here)'}`,
  `API reference: ${url}/docs   database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`}`,
  '',
  ...(config.databaseUrl ? [] : EMBEDDED_DATABASE_NOTE),
  `Demo accounts (password ${DEMO_PASSWORD}):`,
  ...DEMO_ACCOUNTS.map((a) => `  ${a.phone}  ${a.label}`),
  '',
];
console.log(lines.join('\n'));

// The graceful stop (app.ts shutdown): readiness 503, then the requests under way finish and the
// streams end before the database closes. A second signal does not wait any more.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`busops: ${signal}: shutting down (readiness 503, finishing requests under way)`);
    built.shutdown().then(
      ({ clean }) => {
        console.log(
          clean ? 'busops: stopped' : 'busops: stopped, some requests were cut (SHUTDOWN_TIMEOUT_MS)',
        );
        process.exit(clean ? 0 : 1);
      },
      (error: unknown) => {
        console.error('busops: shutdown failed', error);
        process.exit(1);
      },
    );
  });
}
