// Bundles the API (and the workspace packages it imports, which ship TypeScript sources) into
// dist/server.js; npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@busops/'));

// The server, and the GTFS parse worker it starts beside it (gtfs.parse-thread.ts finds it there).
const entries = {
  'dist/server.js': 'src/server.ts',
  'dist/gtfs-parse-worker.js': 'src/features/gtfs/gtfs.parse-worker.ts',
};
for (const [outfile, entry] of Object.entries(entries))
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // The workspace packages' TypeScript sources (packages/sdk/README.md), then esbuild's defaults.
    conditions: ['@busops/source', 'module'],
    sourcemap: true,
    external,
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    logLevel: 'warning',
  });
console.log(
  `Built ${Object.keys(entries)
    .map((f) => `apps/api/${f}`)
    .join(', ')}`,
);
