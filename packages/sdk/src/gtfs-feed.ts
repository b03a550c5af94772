// GTFS static feed of the caller's company (GET /bus-management/gtfs/feed): the zip streams from the
// API into any WritableStream (a file in Node: Writable.toWeb(createWriteStream(path)); a
// download in a browser), chunk by chunk, so a large feed never sits in memory.
import type { ApiClient } from './client.ts';
import { filenameFromContentDisposition } from './download.ts';

export interface GtfsDownloadProgress {
  /** Bytes received so far. */
  received: number;
}

export interface GtfsDownload {
  /** The name the API gave the file, e.g. gtfs-PNB-20261123.zip. */
  filename: string;
  bytes: number;
}

/** Streams the feed into `sink`; rejects with the client's ApiError when the API refuses. */
export async function downloadGtfsFeed(
  client: ApiClient,
  sink: WritableStream<Uint8Array>,
  onProgress?: (progress: GtfsDownloadProgress) => void,
): Promise<GtfsDownload> {
  const { response } = await client.GET('/bus-management/gtfs/feed', { parseAs: 'stream' });
  const body = response.body;
  if (!body) throw new Error('Máy chủ không trả về tệp GTFS');
  let received = 0;
  const counting = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      onProgress?.({ received });
      controller.enqueue(chunk);
    },
  });
  await body.pipeThrough(counting).pipeTo(sink);
  const filename = filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? 'gtfs.zip';
  return { filename, bytes: received };
}
