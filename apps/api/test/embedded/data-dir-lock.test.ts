// Of several starts on one embedded data directory at the same moment, exactly one takes it: the lock is
// one exclusive create, not a check then a write (src/db/data-dir-lock.ts). Also when the file left is a
// stale one (a pid that no longer runs: kill -9, power cut), which every contender tries to take over.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/db/data-dir-lock.ts';

const CONTENDERS = 6;
const racer = join(import.meta.dirname, 'lock-racer.ts');
let dirs: string[] = [];
let children: ChildProcess[] = [];

afterEach(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          child.stdin!.end();
        }),
    ),
  );
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
  children = [];
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'busops-lock-race-'));
  dirs.push(dir);
  return dir;
}

/** Starts the contenders, all calling at one instant well after they have loaded; their answers, in order. */
async function race(dir: string): Promise<{ answers: string[]; pids: number[] }> {
  const startAt = Date.now() + 8_000; // loading tsx and the module takes a second or more on a busy machine
  children = Array.from({ length: CONTENDERS }, () =>
    spawn(process.execPath, ['--import', 'tsx', racer, dir, String(startAt)], {
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  const answers = await Promise.all(
    children.map(
      (child) =>
        new Promise<string>((resolve, reject) => {
          let out = '';
          child.stdout!.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            if (out.includes('\n')) resolve(out.trim());
          });
          child.once('exit', (code) => reject(new Error(`a contender exited ${code} before answering`)));
        }),
    ),
  );
  return { answers, pids: children.map((c) => c.pid!) };
}

describe('the embedded data directory lock', () => {
  it('goes to exactly one of several starts at the same moment', { timeout: 60_000 }, async () => {
    const dir = dataDir();
    const { answers, pids } = await race(dir);
    expect(answers.filter((a) => a === 'won')).toHaveLength(1);
    expect(answers.filter((a) => a === 'busy')).toHaveLength(CONTENDERS - 1);
    const winner = pids[answers.indexOf('won')];
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(winner));
  });

  it('a stale file is taken over by exactly one of them', { timeout: 60_000 }, async () => {
    const dir = dataDir();
    // the pid of a process that has ended
    const gone = Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']));
    writeFileSync(join(dir, LOCK_FILE), `${gone}\n`);
    const { answers, pids } = await race(dir);
    expect(answers.filter((a) => a === 'won')).toHaveLength(1);
    const winner = pids[answers.indexOf('won')];
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(winner));
  });
});
