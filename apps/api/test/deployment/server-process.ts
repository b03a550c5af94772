// The API as operators run it: `src/server.ts` in a process of its own (tsx for the sources), on a
// database the test made, so signals, exit codes and real sockets are what is tested.
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /**
   * Resolves when the output past character `from` (default 0) matches `wanted`: the process says
   * where it is, no sleeping.
   */
  printed(wanted: string | RegExp, options?: { from?: number; timeoutMs?: number }): Promise<void>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@busops/source', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const watchers = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString();
    for (const watch of [...watchers]) watch();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const printed: ServerProcess['printed'] = (wanted, { from = 0, timeoutMs = 120_000 } = {}) =>
    new Promise<void>((resolveSeen, reject) => {
      const timer = setTimeout(() => {
        watchers.delete(check);
        reject(new Error(`the server did not print "${wanted}" within ${timeoutMs} ms:\n${text}`));
      }, timeoutMs);
      const check = () => {
        const seen = text.slice(from);
        if (typeof wanted === 'string' ? !seen.includes(wanted) : !wanted.test(seen)) return;
        clearTimeout(timer);
        watchers.delete(check);
        resolveSeen();
      };
      watchers.add(check);
      void exited.then(() => {
        if (!watchers.has(check)) return;
        clearTimeout(timer);
        watchers.delete(check);
        reject(new Error(`the server exited before printing "${wanted}":\n${text}`));
      });
      check();
    });
  await printed('busops is running at ');
  const url = /busops is running at (\S+)/.exec(text)![1]!.replace('localhost', '127.0.0.1');
  return { child, url, output: () => text, printed, exited };
}
