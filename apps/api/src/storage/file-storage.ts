// The file storage port (design §4): members' photos and attachments. Keys are made by the server
// (never a caller's path); the default keeps files in a local directory, FILE_STORAGE=s3 an
// S3-compatible store (docs/adr/0014-file-storage-adapter.md).
import type { Readable } from 'node:stream';
import type { FileStorageConfig } from '../config.ts';
import { localFileStorage } from './local-storage.ts';
import { s3FileStorage } from './s3-storage.ts';

export interface FileStorage {
  /** Stores the bytes under `key` (replacing what was there). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Stores the file at `path` (a temporary file of this machine) under `key`, read as a stream: an
   * export of a million rows never sits in memory whole.
   */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes under `key` as a stream, with their size, or null when there are none. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export interface StoredFile {
  stream: Readable;
  /** Bytes, when the store says (S3 sends Content-Length; a stand-in may not). */
  size: number | null;
}

/** Keys are ours: letters, digits, '-', '_', '.' and '/' between segments, never '..'. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(key) || key.includes('..')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

export function fileStorageFrom(config: FileStorageConfig, fetchImpl: typeof fetch = fetch): FileStorage {
  return config.kind === 's3' ? s3FileStorage(config, fetchImpl) : localFileStorage(config.dir);
}
