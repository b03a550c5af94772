// Node-only helpers (`@busops/sdk/node`): files on disk. Kept out of the main entry so a browser bundle
// never meets node:fs.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import type { CallOperation, OperationInit } from './call.ts';
import {
  type ExportOperationId,
  type StreamExportOptions,
  type StreamedFile,
  streamExport,
} from './export-stream.ts';

/**
 * Streams an export into the file at `path` (flat memory whatever its size):
 * `await saveExport(api, 'listBusStaff', { params: { query: {} } }, 'nhan-vien.xlsx')`.
 * On a refusal or a broken transfer the partial file is removed and the error rethrown.
 */
export async function saveExport<K extends ExportOperationId>(
  client: { call: CallOperation },
  operationId: K,
  init: OperationInit<K> | undefined,
  path: string,
  options?: StreamExportOptions,
): Promise<StreamedFile> {
  const file = createWriteStream(path);
  try {
    return await streamExport(
      client,
      operationId,
      init,
      Writable.toWeb(file) as WritableStream<Uint8Array>,
      options,
    );
  } catch (error) {
    file.destroy();
    await rm(path, { force: true });
    throw error;
  }
}
