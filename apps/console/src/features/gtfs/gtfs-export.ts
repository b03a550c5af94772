// 'Xuất GTFS': streams the feed (SDK downloadGtfsFeed) into memory chunk by chunk with the received
// size shown in the toast, then offers the zip as a download.
import { downloadGtfsFeed, saveBlob } from '@busops/sdk';
import { api } from '../../lib/api';
import { toast, toastError } from '../../lib/toasts';

const mb = (bytes: number) =>
  bytes < 1e6
    ? `${Math.max(1, Math.round(bytes / 1e3)).toLocaleString('vi-VN')} KB`
    : `${(bytes / 1e6).toLocaleString('vi-VN', { maximumFractionDigits: 1 })} MB`;

export async function exportGtfs(): Promise<void> {
  const stop = toast.loading('Đang xuất GTFS…');
  const chunks: Uint8Array[] = [];
  let shown = 0;
  try {
    const sink = new WritableStream<Uint8Array>({ write: (chunk) => void chunks.push(chunk) });
    const file = await downloadGtfsFeed(api, sink, ({ received }) => {
      // A progress line every megabyte, not every chunk.
      if (received - shown >= 1e6) {
        shown = received;
        toast.info(`Đang xuất GTFS… ${mb(received)}`);
      }
    });
    saveBlob(new Blob(chunks as BlobPart[], { type: 'application/zip' }), file.filename);
    toast.success(`Đã xuất GTFS: ${file.filename} (${mb(file.bytes)})`);
  } catch (error) {
    toastError(error);
  } finally {
    stop();
  }
}
