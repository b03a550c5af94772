// Issue 21: the suites of what several API instances must share (apps/api/vitest.config.ts
// TWO_INSTANCE_SUITES: concurrency, session revocation, idempotency), run on PostgreSQL first with
// one instance per test file, then with the requests alternating between two (TEST_INSTANCES=2), one
// after the other in the same run: wall time and every result of each. Then the graceful-shutdown
// process test once. Needs PostgreSQL (TEST_DATABASE_URL, default the local one).
//
//   node bench/two-instances.mjs [--modes 1,2] [--shutdown false]
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { arg, machine } from './lib/common.mjs';

const api = resolve(import.meta.dirname, '../apps/api');
const database = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const modes = String(arg('modes', '1,2')).split(',').map(Number);
const SUITES = [
  'test/concurrency/',
  'test/auth/session-revocation.test.ts',
  'test/notifications/stream-revocation',
  'test/employees/deposit.test.ts',
  'test/monthly-tickets/orders.test.ts',
];

const projectOf = (files) => (files === SUITES ? 'postgres-2-instances' : 'postgres');

/** One vitest run of a PostgreSQL project on `files`; its wall time and per-file results. */
function run(label, files, env) {
  // apps/api/vitest.config.ts writes its JSON report here whatever the command line says.
  const out = resolve(api, '../../test-results/api.json');
  rmSync(out, { force: true });
  const started = Date.now();
  const child = spawnSync(
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      '--project',
      projectOf(files),
      ...files,
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    { cwd: api, env: { ...process.env, TEST_DATABASE_URL: database, ...env }, encoding: 'utf8' },
  );
  const seconds = (Date.now() - started) / 1000;
  let report;
  try {
    report = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    console.log(child.stdout.slice(-3000), child.stderr.slice(-3000));
    throw new Error(`${label}: no report (exit ${child.status})`);
  }
  console.log(
    `\n${label}: ${seconds.toFixed(1)} s wall, exit ${child.status}, ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numTotalTests} tests in ${report.testResults.length} files`,
  );
  for (const file of report.testResults) {
    const counts = {};
    for (const t of file.assertionResults) counts[t.status] = (counts[t.status] ?? 0) + 1;
    const ms = Math.round(file.endTime - file.startTime);
    console.log(
      `  ${file.name.replace(`${api}/`, '').padEnd(52)} ${String(ms).padStart(6)} ms  ${JSON.stringify(counts)}`,
    );
  }
  return { seconds, passed: report.numPassedTests, failed: report.numFailedTests };
}

console.log(machine());
// The project postgres-2-instances takes TEST_INSTANCES from the environment (default 2).
const results = {};
for (const n of modes) results[n] = run(`TEST_INSTANCES=${n}`, SUITES, { TEST_INSTANCES: String(n) });
if (results[1] && results[2])
  console.log(
    `\nalternating costs ${(results[2].seconds - results[1].seconds).toFixed(1)} s of wall time over one instance`,
  );
if (arg('shutdown', 'true') !== 'false')
  run('graceful shutdown (server process, SIGTERM)', ['test/deployment/shutdown.pg.test.ts'], {});
