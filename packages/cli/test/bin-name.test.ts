// The repository root has its own `./busops` (the developers' script, README). This package's bin is
// also named busops; pnpm links a bin only into the node_modules/.bin of the packages that depend on
// it, so as long as no workspace package depends on @busops/cli, the product's `busops` is never on a
// developer's PATH inside the workspace and never shadows or is shadowed by the root script.
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

async function workspaceManifests(): Promise<string[]> {
  const paths = [
    join(root, 'package.json'),
    join(root, 'bench/package.json'),
    join(root, 'openapi/package.json'),
  ];
  for (const dir of ['apps', 'packages'])
    for (const name of await readdir(join(root, dir))) paths.push(join(root, dir, name, 'package.json'));
  return paths;
}

describe('the busops bin', () => {
  it('is this package’s bin, and no workspace package depends on @busops/cli', async () => {
    const own = JSON.parse(await readFile(join(root, 'packages/cli/package.json'), 'utf8'));
    expect(own.bin).toEqual({ busops: './dist/busops.mjs' });
    const dependents: string[] = [];
    for (const path of await workspaceManifests()) {
      const manifest = JSON.parse(await readFile(path, 'utf8').catch(() => '{}'));
      const all = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies };
      if ('@busops/cli' in all) dependents.push(path);
    }
    expect(dependents).toEqual([]);
  });
});
