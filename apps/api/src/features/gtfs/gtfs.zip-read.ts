// Reads the .txt files of an uploaded GTFS zip (yauzl, from the request's buffer). Files in a
// sub-folder count too (feeds zipped with their folder). A body that is not a zip answers 400.
import { type Entry, fromBuffer, type ZipFile } from 'yauzl';
import { AppError, badRequest } from '../../http/errors.ts';

/** Uncompressed ceiling: a zip bomb stops here, not in memory. */
const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
export const NOT_A_ZIP = 'Tệp không phải là tệp .zip GTFS hợp lệ';

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );
}

function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    });
  });
}

/** File name (without folder, lower case) -> its text. */
export async function readGtfsZip(body: unknown): Promise<Map<string, string>> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(NOT_A_ZIP);
  let zip: ZipFile;
  try {
    zip = await openZip(body);
  } catch {
    throw badRequest(NOT_A_ZIP);
  }
  const files = new Map<string, string>();
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        const name = entry.fileName.split('/').pop()?.toLowerCase() ?? '';
        if (!name.endsWith('.txt') || files.has(name)) return zip.readEntry();
        total += entry.uncompressedSize;
        if (total > MAX_UNCOMPRESSED_BYTES)
          return reject(badRequest('Tệp GTFS quá lớn (tối đa 200 MB khi giải nén)'));
        readEntry(zip, entry)
          .then((buffer) => {
            files.set(name, buffer.toString('utf8'));
            zip.readEntry();
          })
          .catch(reject);
      });
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.readEntry();
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(NOT_A_ZIP);
  } finally {
    zip.close();
  }
  return files;
}
