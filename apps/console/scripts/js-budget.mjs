// Fails when the JS every first screen (/login, /menu) downloads exceeds the budget: the entry chunk and
// its static imports (modulepreload links), gzip-compressed. Lazy chunks (AG Grid, Firebase, screens)
// are not counted: they only load when used. Run after `vite build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 200;
const dist = process.env.BUDGET_DIST ?? new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} KiB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} KiB  total (budget ${BUDGET_KIB} KiB gzip)`);
if (total > BUDGET_KIB * 1024) {
  console.error('Over the JS budget of the first screens.');
  process.exit(1);
}
