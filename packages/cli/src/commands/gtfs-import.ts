// `busops gtfs import feed.zip [--apply]`: the API's preview of what the feed would change (default),
// or the import itself with --apply (one transaction; a feed with errors is refused and nothing written).
import { openAsBlob } from 'node:fs';
import { openProfile } from '../connection.ts';
import type { CommandRun } from '../context.ts';
import { EXIT } from '../exit-codes.ts';
import { printJson } from '../output.ts';

export const run: CommandRun<{ apply?: boolean }> = async ({ args, options }) => {
  const path = String(args[0]);
  // A Blob backed by the file: the SDK sends its bytes without reading the zip into a string.
  const zip = await openAsBlob(path, { type: 'application/zip' });
  const { api } = await openProfile(options.profile);
  const { data } = options.apply
    ? await api.send('confirmGtfsImport', zip)
    : await api.send('createGtfsImportPreview', zip);
  if (options.json) {
    await printJson({ applied: Boolean(options.apply), ...data });
  } else {
    const counts = (['stops', 'routes', 'lines', 'schedules', 'tickets'] as const)
      .map((k) => `${k}: ${JSON.stringify(data[k])}`)
      .join('\n');
    process.stdout.write(
      `${options.apply ? 'Đã nhập' : 'Xem trước (chưa ghi; --apply để nhập)'}\n${counts}\n`,
    );
    for (const w of data.warnings) process.stdout.write(`Cảnh báo: ${w}\n`);
    for (const e of data.errors) process.stderr.write(`Lỗi: ${e}\n`);
  }
  // A preview listing errors means the import would be refused: say so in the exit code too.
  return data.errors.length > 0 ? EXIT.refused : EXIT.ok;
};
