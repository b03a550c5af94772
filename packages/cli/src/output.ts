// Writing to stdout at the speed of the pages: one write per page of rows, and a wait for 'drain'
// whenever stdout's buffer is full (a pipe into `head` or a slow disk holds the listing back instead of
// letting it pile up in memory).
import { once } from 'node:events';

export async function write(text: string): Promise<void> {
  if (text === '' || process.stdout.write(text)) return;
  await once(process.stdout, 'drain');
}

/** Writes JSON answers of the commands (`--json`): one document and a newline. */
export function printJson(value: unknown): Promise<void> {
  return write(`${JSON.stringify(value, null, 2)}\n`);
}

/** A cell's text: objects and arrays as JSON, null and undefined empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
