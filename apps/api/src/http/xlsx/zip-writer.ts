// A streamed zip: fflate's `Zip` lays out the archive (local headers, data descriptors, central
// directory), and each entry is a custom fflate input (its documented `ZipInputFile` extension point)
// compressed by node's native zlib on the thread pool with node's native CRC-32. yazl and fflate's own
// ZipDeflate compute the CRC in JavaScript, which alone took a third of the time of a 1M-row export
// (docs/reports.md "Exports"). Backpressure runs end to end: a slow `output` pauses the deflater,
// whose full buffer makes `write` wait.
// fflate writes no ZIP64: an entry and the archive stay under 4 GiB (ENTRY_LIMIT_BYTES guards entries).
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';
import { drained } from '../stream-ready.ts';

/** Uncompressed bytes an entry may take before its writer should start another (4 GiB less room). */
export const ENTRY_LIMIT_BYTES = 3.5 * 2 ** 30;

export interface ZipEntry {
  /** Uncompressed bytes written so far. */
  readonly size: number;
  write(text: string): Promise<void>;
  end(): void;
}

class NativeDeflateInput implements ZipInputFile {
  size = 0;
  crc = 0;
  readonly compression = 8;
  ondata?: ZipInputFile['ondata'];
  readonly deflate: zlib.DeflateRaw;
  readonly filename: string;

  constructor(filename: string, level: number) {
    this.filename = filename;
    this.deflate = zlib.createDeflateRaw({ level });
    this.deflate.on('data', (chunk: Buffer) => this.ondata?.(null, chunk as Uint8Array<ArrayBuffer>, false));
    this.deflate.on('end', () => this.ondata?.(null, new Uint8Array(0), true));
    this.deflate.on('error', (error) => this.ondata?.(error as never, null as never, true));
  }

  terminate() {
    this.deflate.destroy();
  }
}

export class ZipWriter {
  private readonly zip: Zip;
  private readonly done: Promise<void>;
  private current: NativeDeflateInput | undefined;
  private failure: Error | undefined;
  private waiting = false;
  private readonly output: Writable;
  private readonly level: number;

  constructor(output: Writable, level: number) {
    this.output = output;
    this.level = level;
    let finish: () => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    this.done = new Promise<void>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    this.done.catch(() => undefined);
    const failed = (error: Error) => {
      this.failure ??= error;
      this.current?.deflate.destroy();
      fail(this.failure);
    };
    output.once('error', failed);
    output.once('close', () => {
      if (!output.writableFinished) failed(new Error('zip output closed before the archive was complete'));
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) return failed(error);
      if (chunk.length > 0 && !output.write(chunk) && !this.waiting) {
        const deflate = this.current?.deflate;
        this.waiting = true;
        deflate?.pause();
        output.once('drain', () => {
          this.waiting = false;
          deflate?.resume();
        });
      }
      if (final) output.end(finish);
    });
  }

  /** Opens the next entry; entries are written one after the other. */
  entry(filename: string): ZipEntry {
    const input = new NativeDeflateInput(filename, this.level);
    this.current = input;
    this.zip.add(input);
    const check = () => {
      if (this.failure) throw this.failure;
    };
    return {
      get size() {
        return input.size;
      },
      write: async (text: string) => {
        check();
        const bytes = Buffer.from(text, 'utf8');
        input.crc = zlib.crc32(bytes, input.crc);
        input.size += bytes.length;
        if (!input.deflate.write(bytes)) await drained(input.deflate);
        check();
      },
      end: () => input.deflate.end(),
    };
  }

  /** A whole entry from one string. */
  async add(filename: string, text: string): Promise<void> {
    const entry = this.entry(filename);
    await entry.write(text);
    entry.end();
  }

  /** Ends the archive; resolves once `output` has it all. */
  async finish(): Promise<void> {
    this.zip.end();
    await this.done;
  }

  /** Stops on `error`: the deflater and `output` are destroyed. */
  abort(error: Error): void {
    this.failure ??= error;
    this.zip.terminate();
    this.current?.deflate.destroy();
    this.output.destroy(error);
  }
}
