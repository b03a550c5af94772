// Issue 21: `busops --help` answers within 300 ms. Spawns the built command line (packages/cli/dist,
// `pnpm --filter @busops/cli build` first) again and again, as hyperfine would: a few warm-up runs (the
// file system cache), then `--runs` timed spawns of each command, alternating, and the median of the
// wall time from spawn to exit, and of the CPU time (user + system, from /usr/bin/time): on a shared,
// loaded machine the wall time mostly measures the wait for a core, the CPU time what the start costs.
// A bare `node -e 0` is timed the same way: what Node itself costs.
//
//   node bench/cli-cold-start.mjs [--runs 30] [--warmup 3]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { arg, fmtStats, machine, ROOT, stats } from './lib/common.mjs';

const runs = Number(arg('runs', 30));
const warmup = Number(arg('warmup', 3));
const BIN = resolve(ROOT, 'packages/cli/dist/busops.mjs');
if (!existsSync(BIN)) throw new Error(`${BIN} missing: pnpm --filter @busops/cli build`);
const BUDGET_MS = 300;

const commands = {
  'node -e 0 (Node alone)': ['-e', '0'],
  'busops --help': [BIN, '--help'],
  'busops ls --help': [BIN, 'ls', '--help'],
  'busops complete -- ls emp': [BIN, 'complete', '--', 'ls', 'emp'],
};

/** Wall and CPU milliseconds of one spawn (/usr/bin/time writes "user system" last on stderr). */
function once(args) {
  const t = performance.now();
  const r = spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', process.execPath, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  const wall = performance.now() - t;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  const [, user, system] = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(r.stderr) ?? [];
  return { wall, cpu: (Number(user) + Number(system)) * 1000 };
}

console.log(`# busops cold start: ${runs} runs each after ${warmup} warm-up (${machine()})`);
const times = Object.fromEntries(Object.keys(commands).map((k) => [k, { wall: [], cpu: [] }]));
for (const args of Object.values(commands)) for (let i = 0; i < warmup; i++) once(args);
for (let i = 0; i < runs; i++)
  for (const [name, args] of Object.entries(commands)) {
    const { wall, cpu } = once(args);
    times[name].wall.push(wall);
    times[name].cpu.push(cpu);
  }
for (const [name, { wall, cpu }] of Object.entries(times)) {
  console.log(`${name.padEnd(28)} wall ${fmtStats(stats(wall))}`);
  console.log(`${''.padEnd(28)} cpu  ${fmtStats(stats(cpu))}`);
}
const help = stats(times['busops --help'].wall).p50;
console.log(
  `busops --help median wall ${help.toFixed(1)} ms, CPU ${stats(times['busops --help'].cpu).p50.toFixed(0)} ms: ` +
    `${help <= BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget (${machine()})`,
);
process.exitCode = help <= BUDGET_MS ? 0 : 1;
