// Starts the API (and the built console when present) and prints the URL and the demo accounts.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';

const config = loadConfig();
const here = dirname(fileURLToPath(import.meta.url));
const builtConsole = resolve(here, '../../console/dist');
if (!config.consoleDir && existsSync(resolve(builtConsole, 'index.html'))) config.consoleDir = builtConsole;

const { app, close } = await buildApp({ config });
const address = await app.listen({ port: config.port, host: config.host });
const url = address.replace('[::1]', 'localhost');

const lines = [
  '',
  `busops is running at ${url}${config.consoleDir ? '' : '  (API only: build the console to serve it here)'}`,
  `API reference: ${url}/docs   database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`}`,
  '',
  `Demo accounts (password ${DEMO_PASSWORD}):`,
  ...DEMO_ACCOUNTS.map((a) => `  ${a.phone}  ${a.label}`),
  '',
];
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    close().finally(() => process.exit(0));
  });
}
