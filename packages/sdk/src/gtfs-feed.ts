// GTFS static feed of the caller's company (GET /bus-management/gtfs/feed): the zip streams from the
// API into any WritableStream (a file in Node: Writable.toWeb(createWriteStream(path)); a
// download in a browser), chunk by chunk, so a large feed never sits in memory.
import type { ApiClient } from './client.ts';
import { pipeAnswer } from './export-stream.ts';

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
  const { filename, bytes } = await pipeAnswer(response, sink, 'gtfs.zip', onProgress);
  return { filename, bytes };
}
