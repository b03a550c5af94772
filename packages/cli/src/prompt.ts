// Reading a secret or a code: from the first line of stdin when it is a pipe (scripts, tests), or by
// asking on the terminal without echoing what is typed.
import { createInterface } from 'node:readline';
import { usageError } from './exit-codes.ts';

export async function readLine(question: string, { secret = false } = {}): Promise<string> {
  const stdin = process.stdin;
  if (stdin.isTTY) process.stderr.write(question);
  const lines = createInterface({ input: stdin, terminal: false });
  const restore = secret && stdin.isTTY ? mute() : () => {};
  try {
    for await (const line of lines) return line.trim();
  } finally {
    restore();
    lines.close();
    if (stdin.isTTY) process.stderr.write('\n');
  }
  throw usageError(`Không đọc được: ${question.replace(/:\s*$/, '')} (stdin đã hết)`);
}

/**
 * Raw mode: the terminal stops echoing, so the secret never shows (readline splits lines on the '\r'
 * that Enter sends in raw mode). Ctrl-C arrives as a byte, not a signal, and is honoured here.
 */
function mute(): () => void {
  process.stdin.setRawMode(true);
  const onData = (chunk: Buffer) => {
    if (chunk.includes(3)) {
      process.stdin.setRawMode(false);
      process.exit(130);
    }
  };
  process.stdin.on('data', onData);
  return () => {
    process.stdin.off('data', onData);
    process.stdin.setRawMode(false);
  };
}
