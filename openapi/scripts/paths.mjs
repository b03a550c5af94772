// Where the contracts the breaking-change check compares live.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** The last released contract, bundled (scripts/release-contract.mjs writes it). */
export const RELEASED = resolve(here, '../released/openapi.json');
/** The current contract, bundled by `pnpm gen` (its freshness is checked by packages/sdk's gen-fresh test). */
export const CURRENT = resolve(here, '../../packages/sdk/src/gen/openapi.gen.json');
export const CHANGELOG = resolve(here, '../CHANGELOG.md');

export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** `--name value` from the command line, else the fallback. */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? resolve(process.argv[index + 1]) : fallback;
}
