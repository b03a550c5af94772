// One contender of data-dir-lock.test.ts: waits for the common start time, takes the directory, says
// 'won' or 'busy', and holds what it took until its stdin closes.
import { DataDirBusy, lockDataDir } from '../../src/db/data-dir-lock.ts';

const [dataDir, startAt] = process.argv.slice(2) as [string, string];
while (Date.now() < Number(startAt)) {
  // spin: every contender calls at the same millisecond
}
let release: (() => void) | undefined;
try {
  release = lockDataDir(dataDir);
  process.stdout.write('won\n');
} catch (error) {
  if (!(error instanceof DataDirBusy)) throw error;
  process.stdout.write('busy\n');
}
process.stdin.resume();
process.stdin.on('end', () => {
  release?.();
  process.exit(0);
});
