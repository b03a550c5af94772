// Reads the .txt files of an uploaded GTFS zip (yauzl, from the request's buffer). Files in a
// sub-folder count too (feeds zipped with their folder). A body that is not a zip answers 400; a zip
// that would unzip past the limits (gtfs.limits.ts) answers 413 before it is inflated, from the sizes
// its directory declares, and again while inflating, from the bytes really produced (a directory can lie).
import { Transform, type TransformCallback } from 'node:stream';
import { type Entry, fromBuffer, type ZipFile } from 'yauzl';
import { AppError, badRequest } from '../../http/errors.ts';
import { MAX_FEED_BYTES, MAX_FILE_BYTES, MAX_RATIO, mb, RATIO_FLOOR_BYTES, tooLarge } from './gtfs.limits.ts';

export const NOT_A_ZIP = 'Tệp không phải là tệp .zip GTFS hợp lệ';

/** The feed's files, opened one at a time as streams of their unzipped bytes. */
export interface GtfsZip {
  /** File names without folder, lower case. */
  names: string[];
  has(name: string): boolean;
  /** The file's unzipped bytes, counted: the stream fails with a 413 AppError past a limit. */
  open(name: string): Promise<NodeJS.ReadableStream>;
  close(): void;
}

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    // Sizes are checked by the counter below, with a Vietnamese reason, not by yauzl's own check.
    fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );
}

function entriesOf(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      const name = entry.fileName.split('/').pop()?.toLowerCase() ?? '';
      if (name.endsWith('.txt') && !entries.has(name)) entries.set(name, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** What the directory declares, refused before anything is inflated. */
function checkDeclared(entries: Map<string, Entry>): void {
  let total = 0;
  for (const [name, entry] of entries) {
    if (entry.uncompressedSize > MAX_FILE_BYTES)
      throw tooLarge(
        `${name} giải nén ra ${mb(entry.uncompressedSize)} (tối đa ${mb(MAX_FILE_BYTES)} mỗi tệp)`,
      );
    if (
      entry.uncompressedSize > RATIO_FLOOR_BYTES &&
      entry.uncompressedSize > MAX_RATIO * Math.max(1, entry.compressedSize)
    )
      throw tooLarge(
        `${name} nén quá ${MAX_RATIO} lần (${mb(entry.compressedSize)} thành ${mb(entry.uncompressedSize)}), không phải tệp GTFS thông thường`,
      );
    total += entry.uncompressedSize;
  }
  if (total > MAX_FEED_BYTES)
    throw tooLarge(`giải nén ra ${mb(total)} (tối đa ${mb(MAX_FEED_BYTES)} cả tệp)`);
}

/** Counts the bytes inflating really produces and stops at the first past the declared size or a limit. */
class InflatedCounter extends Transform {
  private bytes = 0;
  private readonly name: string;
  private readonly entry: Entry;
  private readonly feed: { bytes: number };
  constructor(name: string, entry: Entry, feed: { bytes: number }) {
    super();
    this.name = name;
    this.entry = entry;
    this.feed = feed;
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    this.feed.bytes += chunk.length;
    const refusal = this.refusal();
    if (refusal) done(refusal);
    else done(null, chunk);
  }

  private refusal(): AppError | null {
    const { name, entry, bytes } = this;
    if (bytes > entry.uncompressedSize)
      return tooLarge(
        `${name} giải nén ra nhiều hơn kích thước khai báo (${entry.uncompressedSize} byte): tệp .zip bị sửa`,
      );
    if (bytes > MAX_FILE_BYTES) return tooLarge(`${name} vượt ${mb(MAX_FILE_BYTES)} khi giải nén`);
    if (bytes > RATIO_FLOOR_BYTES && bytes > MAX_RATIO * Math.max(1, entry.compressedSize))
      return tooLarge(`${name} nén quá ${MAX_RATIO} lần, không phải tệp GTFS thông thường`);
    if (this.feed.bytes > MAX_FEED_BYTES) return tooLarge(`cả tệp vượt ${mb(MAX_FEED_BYTES)} khi giải nén`);
    return null;
  }
}

/** Opens the zip and checks its directory; 400 when it is not a zip, 413 past a limit. */
export async function openGtfsZip(body: unknown): Promise<GtfsZip> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(NOT_A_ZIP);
  let zip: ZipFile;
  let entries: Map<string, Entry>;
  try {
    zip = await openZip(body);
    entries = await entriesOf(zip);
  } catch {
    throw badRequest(NOT_A_ZIP);
  }
  checkDeclared(entries);
  const feed = { bytes: 0 };
  return {
    names: [...entries.keys()],
    has: (name) => entries.has(name),
    open: (name) =>
      new Promise((resolve, reject) => {
        const entry = entries.get(name);
        if (!entry) return reject(new Error(`${name} is not in the feed`));
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(badRequest(NOT_A_ZIP));
          const counter = new InflatedCounter(name, entry, feed);
          // A broken deflate stream is the caller's file, not our failure.
          stream.on('error', (cause) =>
            counter.destroy(cause instanceof AppError ? cause : badRequest(NOT_A_ZIP)),
          );
          resolve(stream.pipe(counter));
        });
      }),
    close: () => zip.close(),
  };
}

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * File name (without folder, lower case) -> its text, within the same limits; `only` names the files
 * wanted (the dispatch sync reads five, never the shapes).
 */
export async function readGtfsZip(body: unknown, only?: ReadonlySet<string>): Promise<Map<string, string>> {
  const zip = await openGtfsZip(body);
  const files = new Map<string, string>();
  try {
    for (const name of zip.names)
      if (!only || only.has(name)) files.set(name, await textOf(await zip.open(name)));
  } finally {
    zip.close();
  }
  return files;
}
