// Builds the `busops` executable: dist/busops.js (the entry: commander definitions only) and one chunk
// per command implementation, each loaded by `import()` when its command runs, so `busops --help`
// parses no more than the definitions (README "Cold start").
import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: { busops: 'src/busops.ts' },
  format: 'esm',
  target: 'node24',
  platform: 'node',
  // @busops/sdk, commander and the rest stay imports (dependencies in package.json), read from dist/ of
  // the SDK as any installed user would.
  dts: false,
  sourcemap: true,
  clean: true,
  banner: { js: '#!/usr/bin/env node' },
});
