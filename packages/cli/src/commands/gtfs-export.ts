// `busops gtfs export --out feed.zip`: the company's GTFS static feed, streamed into the file by the
// SDK's downloadGtfsFeed; a refusal removes the partial file.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { downloadGtfsFeed } from '@busops/sdk';
import { openProfile } from '../connection.ts';
import type { CommandRun } from '../context.ts';
import { printJson } from '../output.ts';
import { openProgress } from '../progress.ts';

export const run: CommandRun<{ out: string; progress: boolean }> = async ({ options }) => {
  const { api } = await openProfile(options.profile);
  const progress = await openProgress({ enabled: options.progress && !options.json, label: 'Đang tải' });
  const file = createWriteStream(options.out);
  let feed: Awaited<ReturnType<typeof downloadGtfsFeed>>;
  try {
    feed = await downloadGtfsFeed(api, Writable.toWeb(file) as WritableStream<Uint8Array>, ({ received }) =>
      progress.update(received),
    );
  } catch (error) {
    file.destroy();
    await rm(options.out, { force: true });
    throw error;
  } finally {
    progress.stop();
  }
  if (options.json) await printJson({ out: options.out, ...feed });
  else
    process.stderr.write(
      `Đã lưu ${options.out} (${feed.filename}, ${feed.bytes.toLocaleString('vi-VN')} byte)\n`,
    );
};
