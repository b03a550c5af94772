// Issue 8, "a new resource in one command", measured: in a throwaway git worktree of HEAD (detached,
// nothing is committed to a branch or merged), `pnpm new:resource` writes a vehicles-like resource,
// the hand edits of a 10-field vehicle are applied (bench/new-resource/vehicle.patch: plate, brand,
// model, seats, year, status, fuel, vin, company, note), what the repository derives is regenerated
// (`pnpm gen`, drizzle-kit), and the hand-edited files and lines are counted with `git diff --numstat`
// between the generated and the filled-in commit. `--check` also runs lint, typecheck and the
// resource's API tests (PGlite) and console tests there. Target: <= 8 files, <= 400 lines.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const ARGS = ['fleet', 'vehicle', '/vehicle/list', 'plate', 'Biển số', 'xe'];
const DERIVED = [':!packages/sdk/src/gen', ':!apps/api/migrations'];

console.log(
  `machine: load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}, node ${process.version}`,
);
const sh = (cwd, command, args, quiet = true) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: quiet ? 'pipe' : 'inherit' });
const timed = (label, work) => {
  const start = performance.now();
  const result = work();
  console.log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
};

const wt = join(mkdtempSync(join(tmpdir(), 'busops-bench-')), 'repo');
sh(root, 'git', ['worktree', 'add', '--detach', wt, 'HEAD']);
try {
  timed('pnpm install --offline', () => sh(wt, 'pnpm', ['install', '--offline', '--frozen-lockfile']));
  const git = (...args) =>
    sh(wt, 'git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args]);
  timed(`pnpm new:resource ${ARGS.map((a) => (a.includes(' ') ? `"${a}"` : a)).join(' ')}`, () =>
    sh(wt, 'pnpm', ['new:resource', ...ARGS]),
  );
  git('add', '-A');
  git('commit', '-qm', 'generated');
  const generated = git('diff', '--shortstat', 'HEAD~1', 'HEAD').trim();
  console.log(`generated (incl. SDK and migration): ${generated}`);

  git('apply', join(root, 'bench/new-resource/vehicle.patch'));
  timed('pnpm gen + drizzle-kit generate', () => {
    sh(wt, 'pnpm', ['gen']);
    sh(wt, 'pnpm', [
      '--filter',
      '@busops/api',
      'exec',
      'drizzle-kit',
      'generate',
      '--name',
      'fleet_vehicle_fields',
    ]);
  });
  git('add', '-A');
  git('commit', '-qm', 'filled in');
  const numstat = git('diff', '--numstat', 'HEAD~1', 'HEAD', '--', '.', ...DERIVED)
    .trim()
    .split('\n')
    .map((line) => line.split('\t'));
  const lines = numstat.reduce((sum, [added, removed]) => sum + Number(added) + Number(removed), 0);
  console.log('hand-edited files (git diff --numstat generated..filled, SDK and migrations excluded):');
  for (const [added, removed, file] of numstat) console.log(`  +${added} -${removed}  ${file}`);
  console.log(`hand edits: ${numstat.length} files, ${lines} lines (target <= 8 files, <= 400 lines)`);
  console.log(
    `derived by commands: ${git('diff', '--shortstat', 'HEAD~1', 'HEAD', '--', 'packages/sdk/src/gen', 'apps/api/migrations').trim()}`,
  );

  if (check) {
    timed('pnpm lint', () => sh(wt, 'pnpm', ['lint']));
    timed('pnpm typecheck', () => sh(wt, 'pnpm', ['typecheck']));
    timed('console tests (src/features/fleet)', () =>
      sh(join(wt, 'apps/console'), 'pnpm', ['exec', 'vitest', 'run', 'src/features/fleet']),
    );
    timed('API tests (test/fleet, test/contract/target-matrix, access-matrix; PGlite)', () =>
      sh(join(wt, 'apps/api'), 'pnpm', [
        'exec',
        'vitest',
        'run',
        '--project',
        'pglite',
        'test/fleet',
        'test/contract/target-matrix.test.ts',
        'test/contract/access-matrix.test.ts',
      ]),
    );
    console.log('lint, typecheck and tests: green');
  }
} finally {
  sh(root, 'git', ['worktree', 'remove', '--force', wt]);
}
