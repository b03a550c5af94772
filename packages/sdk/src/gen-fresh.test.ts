// The committed src/gen files must match openapi/ ("types are stale" otherwise): run `pnpm gen`.
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

it('generated files are up to date with openapi/', { timeout: 70_000 }, () => {
  let output = '';
  try {
    output = execFileSync(process.execPath, ['scripts/gen.mjs', '--check'], {
      cwd: packageDir,
      timeout: 60_000,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number | null; stdout?: string; stderr?: string };
    expect.fail(`gen.mjs --check exited ${status}:\n${stdout ?? ''}${stderr ?? ''}`);
  }
  expect(output).toContain('up to date');
});
