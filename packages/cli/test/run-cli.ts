// Runs the built `busops` (dist/busops.mjs) as a child process, the way a user's shell does: its own
// configuration directory (XDG_CONFIG_HOME), stdin as given, stdout and stderr and the exit code kept.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/busops.mjs');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(
  args: readonly string[],
  options: { configHome: string; input?: string; env?: Record<string, string>; cwd?: string },
): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: options.configHome,
        XDG_CONFIG_HOME: options.configHome,
        ...options.env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
