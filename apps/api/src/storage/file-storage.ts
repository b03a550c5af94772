// The file storage port (design §4): members' photos and attachments. Keys are made by the server
// (never a caller's path); the default keeps files in a local directory, FILE_STORAGE=s3 an
// S3-compatible store (docs/adr/0014-file-storage-adapter.md).
import type { FileStorageConfig } from '../config.ts';
import { localFileStorage } from './local-storage.ts';
import { s3FileStorage } from './s3-storage.ts';

export interface FileStorage {
  /** Stores the bytes under `key` (replacing what was there). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
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
