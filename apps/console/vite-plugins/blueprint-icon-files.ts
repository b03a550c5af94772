// Serves Blueprint icon paths one small ES module per icon at /icons/<size>px/<name>.js (emitted into
// dist/ at build, served from node_modules in dev). The console's icon loader imports them by URL, so no
// icon table or all-paths bundle (~100 KiB gzip per size) ever lands in the first screens' JS.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const SIZES = ['16px', '20px'] as const;

function pathsDir(size: string): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('@blueprintjs/icons/package.json', { paths: [process.cwd()] });
  return join(dirname(pkg), 'lib', 'esm', 'generated', size, 'paths');
}

function iconSource(size: string, file: string): string {
  // Each generated file is `export default [...]` plus a sourcemap comment, which we drop.
  return readFileSync(join(pathsDir(size), file), 'utf8').replace(/\n?\/\/# sourceMappingURL=.*$/, '\n');
}

/**
 * Blueprint's table of every icon name (IconNames, ~27 KB minified) reaches the first screens only through
 * the icon loader's name check. Names are checked by TypeScript (IconName) here, and an unknown one fails
 * its fetch with the loader's own console error, so the table is replaced by a check of the name's form.
 */
const ICON_NAMES_STUB = `export const IconNames = {};
export const IconNamesSet = { has: (name) => typeof name === 'string' && /^[a-z0-9-]+$/.test(name) };
`;
const ICON_NAMES_MODULE = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

export function blueprintIconFiles(): Plugin {
  return {
    name: 'busops:blueprint-icon-files',
    load(id) {
      return ICON_NAMES_MODULE.test(id) ? ICON_NAMES_STUB : null;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        // Vite adds `?import` to URLs reached through a dynamic import().
        const match = /^\/icons\/(16px|20px)\/([a-z0-9-]+\.js)(?:\?.*)?$/.exec(req.url ?? '');
        if (!match) return next();
        try {
          const body = iconSource(match[1]!, match[2]!);
          res.setHeader('Content-Type', 'text/javascript');
          res.end(body);
        } catch {
          res.statusCode = 404;
          res.end();
        }
      });
    },
    generateBundle() {
      for (const size of SIZES) {
        for (const file of readdirSync(pathsDir(size))) {
          if (!file.endsWith('.js')) continue;
          this.emitFile({ type: 'asset', fileName: `icons/${size}/${file}`, source: iconSource(size, file) });
        }
      }
    },
  };
}
