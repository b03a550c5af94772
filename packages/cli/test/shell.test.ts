// The built `busops` where no API answers: `--help` of every command, the exit code of an API that
// cannot be reached, the completion scripts, and completion in a real bash (no bash-completion package).
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, type CliRun, runCli } from './run-cli.ts';

let home: string;

const cli = (args: string[]): Promise<CliRun> => runCli(args, { configHome: home, cwd: home });

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'busops-cli-shell-'));
});

describe('exit codes and help', () => {
  it('an API that cannot be reached exits 4', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const p = (server.address() as { port: number }).port;
        server.close(() => resolve(p));
      });
    });
    const run = await cli(['login', '--profile', 'down', '--url', `http://127.0.0.1:${port}`, '--key', 'k']);
    expect(run.code).toBe(4);
    expect(run.stderr).toContain('Không thể kết nối tới máy chủ');
  });

  it('--help everywhere, exit 0', async () => {
    for (const args of [
      [],
      ['ls'],
      ['export'],
      ['trips', 'copy'],
      ['trips', 'assign'],
      ['gtfs', 'import'],
      ['ledger', 'ingest'],
    ]) {
      const run = await cli([...args, '--help']);
      expect(run.code, args.join(' ')).toBe(0);
      expect(run.stdout).toContain('Usage: busops');
    }
  });

  it('prints completion scripts for bash and zsh, and completes resources', async () => {
    const bash = await cli(['complete', 'bash']);
    expect(bash.stdout).toContain('complete -F __busops_complete busops');
    const zsh = await cli(['complete', 'zsh']);
    expect(zsh.stdout).toContain('#compdef busops');
    const words = await cli(['complete', '--', 'ls', 'emp']);
    expect(words.stdout.split('\n')[0]).toBe('employees\t');
    const formats = await cli(['complete', '--', 'ls', 'employees', '--format', '']);
    expect(formats.stdout).toContain('csv');
  });

  it('completes in bash itself, without the bash-completion package', async () => {
    // `busops` on PATH as the user's shell finds it: a wrapper running the built command with this Node.
    const bin = await mkdtemp(join(tmpdir(), 'busops-bin-'));
    await writeFile(join(bin, 'busops'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`, {
      mode: 0o755,
    });
    const complete = (...words: string[]) =>
      new Promise<string[]>((resolve, reject) => {
        const script = [
          'source <(busops complete bash)',
          `COMP_WORDS=(busops ${words.map((w) => `'${w}'`).join(' ')})`,
          `COMP_CWORD=${words.length}`,
          '__busops_complete 2>/dev/null',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash expansion, read by bash
          'printf "%s\\n" "${COMPREPLY[@]}"',
        ].join('\n');
        execFile(
          'bash',
          ['--norc', '--noprofile', '-c', script],
          { env: { PATH: `${bin}:${process.env.PATH}`, HOME: home, XDG_CONFIG_HOME: home } },
          (error, stdout) => (error ? reject(error) : resolve(stdout.split('\n').filter(Boolean))),
        );
      });
    expect(await complete('ls', 'emp')).toEqual(['employees']);
    expect((await complete('ls', 'employees', '--format', '')).sort()).toEqual(['csv', 'json', 'table']);
    expect(await complete('tr')).toEqual(['trips']);
  });
});
