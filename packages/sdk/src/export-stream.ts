// Exports streamed (issue 21, product-spec §7: an export is the list call with export=true, answered as
// a file): the bytes go from the API into any WritableStream chunk by chunk, so a million-row .xlsx
// never sits in memory. In Node, `saveExport` (`@busops/sdk/node`) writes it to a file.
import type { CallOperation, OperationInit, OperationQuery } from './call.ts';
import { filenameFromContentDisposition } from './download.ts';
import type { OperationId } from './gen/operations.gen.ts';

/** The operations that answer a file with `export=true` (their query declares `export`). */
export type ExportOperationId = {
  [K in OperationId]: 'export' extends keyof OperationQuery<K> ? K : never;
}[OperationId];

export interface StreamProgress {
  /** Bytes received so far. */
  received: number;
}

export interface StreamedFile {
  /** The name the API gave the file (Content-Disposition), or the fallback. */
  filename: string;
  bytes: number;
  /** Its media type, e.g. application/vnd.openxmlformats-officedocument.spreadsheetml.sheet. */
  contentType: string | null;
}

/** Pipes an answer's body into `sink`, counting bytes; the file name comes from Content-Disposition. */
export async function pipeAnswer(
  response: Response,
  sink: WritableStream<Uint8Array>,
  fallbackFilename: string,
  onProgress?: (progress: StreamProgress) => void,
): Promise<StreamedFile> {
  const body = response.body;
  if (!body) throw new Error('Máy chủ không trả về tệp');
  let received = 0;
  const counting = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      onProgress?.({ received });
      controller.enqueue(chunk);
    },
  });
  await body.pipeThrough(counting).pipeTo(sink);
  const filename =
    filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackFilename;
  return { filename, bytes: received, contentType: response.headers.get('Content-Type') };
}

export interface StreamExportOptions {
  onProgress?: (progress: StreamProgress) => void;
  /** Name to answer when the API gives none; default `<operationId>.xlsx`. */
  fallbackFilename?: string;
}

/**
 * Runs the list call with `export=true` and streams the file into `sink`:
 * `await streamExport(api, 'listBusStaff', { params: { query: { keyword: 'an' } } }, sink)`.
 * A refusal rejects with the client's typed ApiError before anything is written.
 */
export async function streamExport<K extends ExportOperationId>(
  client: { call: CallOperation },
  operationId: K,
  init: OperationInit<K> | undefined,
  sink: WritableStream<Uint8Array>,
  options: StreamExportOptions = {},
): Promise<StreamedFile> {
  const base = (init ?? {}) as { params?: { query?: object } };
  const callAny = client.call as unknown as (id: string, init: unknown) => Promise<{ response: Response }>;
  const { response } = await callAny(operationId, {
    ...base,
    params: { ...base.params, query: { ...base.params?.query, export: true } },
    parseAs: 'stream',
  });
  return pipeAnswer(response, sink, options.fallbackFilename ?? `${operationId}.xlsx`, options.onProgress);
}
