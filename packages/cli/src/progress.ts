// A progress bar on stderr (cli-progress) for long transfers: shown only on a terminal and without
// --json, so a pipe or a log file never receives its control characters. A download of unknown size
// (a streamed .xlsx has no Content-Length) shows bytes and rate; a count of known total shows the bar.
import type { SingleBar } from 'cli-progress';

export interface Progress {
  update(value: number): void;
  stop(): void;
}

const NONE: Progress = { update() {}, stop() {} };

export async function openProgress(options: {
  enabled: boolean;
  /** Known total (events, rows); without it the value is bytes received. */
  total?: number;
  label: string;
}): Promise<Progress> {
  if (!options.enabled || !process.stderr.isTTY) return NONE;
  const { default: cliProgress } = await import('cli-progress');
  const bytes = options.total === undefined;
  const bar: SingleBar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: bytes
        ? `${options.label} {mb} MB | {rate} MB/s | {duration_formatted}`
        : `${options.label} [{bar}] {percentage}% | {value}/{total} | {duration_formatted}`,
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  const started = Date.now();
  bar.start(options.total ?? 0, 0, { mb: '0.0', rate: '0.0' });
  return {
    update(value) {
      if (!bytes) return bar.update(value);
      const seconds = Math.max(0.001, (Date.now() - started) / 1000);
      bar.update(value, { mb: (value / 1e6).toFixed(1), rate: (value / 1e6 / seconds).toFixed(1) });
    },
    stop: () => bar.stop(),
  };
}
