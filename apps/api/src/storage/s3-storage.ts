// An S3-compatible store (AWS S3, MinIO, Cloudflare R2, Google Cloud Storage's XML API...): path-style
// PUT / GET / DELETE of `<endpoint>/<bucket>/<key>`, signed with AWS Signature Version 4 using node's
// crypto and fetch only (no SDK). Tested against a local stand-in that checks the signature.
import { createHash, createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3StorageConfig } from '../config.ts';
import { assertSafeKey, type FileStorage } from './file-storage.ts';

/** A large export's upload, and a download read by a slow client, get longer than a member's photo. */
const PUT_FILE_TIMEOUT_MS = 10 * 60_000;
const OPEN_TIMEOUT_MS = 30 * 60_000;

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it ('/' kept in paths). */
const encodePath = (path: string) =>
  path
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');

export interface SignedRequest {
  url: string;
  headers: Record<string, string>;
}

/**
 * The SigV4 headers of one request (service s3, no query string), at `now`. The payload is the body, or
 * its SHA-256 when the body is streamed from a file (the signature covers the hash, not the bytes).
 */
export function signS3Request(
  config: S3StorageConfig,
  method: string,
  key: string,
  payload: Buffer | { sha256: string },
  extraHeaders: Record<string, string> = {},
  now: Date = new Date(),
): SignedRequest {
  const endpoint = new URL(config.endpoint);
  const path = `${endpoint.pathname.replace(/\/+$/, '')}/${config.bucket}/${key}`;
  const canonicalPath = encodePath(path);
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = Buffer.isBuffer(payload) ? sha256Hex(payload) : payload.sha256;
  const headers: Record<string, string> = {
    host: endpoint.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
    ...Object.fromEntries(Object.entries(extraHeaders).map(([k, v]) => [k.toLowerCase(), v.trim()])),
  };
  const names = Object.keys(headers).sort();
  const canonicalRequest = [
    method,
    canonicalPath,
    '',
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${config.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    url: `${endpoint.origin}${canonicalPath}`,
    headers: {
      ...sent,
      authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
    },
  };
}

export function s3FileStorage(config: S3StorageConfig, fetchImpl: typeof fetch = fetch): FileStorage {
  const call = async (
    method: string,
    key: string,
    body?: Buffer,
    contentType?: string,
    timeoutMs = 30_000,
  ) => {
    assertSafeKey(key);
    const payload = body ?? Buffer.alloc(0);
    const signed = signS3Request(
      config,
      method,
      key,
      payload,
      contentType ? { 'content-type': contentType } : {},
    );
    return fetchImpl(signed.url, {
      method,
      headers: signed.headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
  };
  const fail = async (what: string, res: Response) =>
    new Error(`S3 ${what} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return {
    async put(key, bytes, contentType) {
      const res = await call('PUT', key, bytes, contentType);
      if (!res.ok) throw await fail(`PUT ${key}`, res);
    },
    // Read twice from disk, never held: once for the signature's SHA-256, once as the body, whose
    // length S3 wants up front (a PUT is not chunked).
    async putFile(key, path, contentType) {
      assertSafeKey(key);
      const { size } = await stat(path);
      const hash = createHash('sha256');
      for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
      const signed = signS3Request(
        config,
        'PUT',
        key,
        { sha256: hash.digest('hex') },
        { 'content-type': contentType, 'content-length': String(size) },
      );
      const res = await fetchImpl(signed.url, {
        method: 'PUT',
        headers: signed.headers,
        body: Readable.toWeb(createReadStream(path)) as ReadableStream,
        duplex: 'half',
        signal: AbortSignal.timeout(PUT_FILE_TIMEOUT_MS),
      } as RequestInit);
      if (!res.ok) throw await fail(`PUT ${key}`, res);
    },
    async get(key) {
      const res = await call('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw await fail(`GET ${key}`, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async open(key) {
      const res = await call('GET', key, undefined, undefined, OPEN_TIMEOUT_MS);
      if (res.status === 404) return null;
      if (!res.ok || !res.body) throw await fail(`GET ${key}`, res);
      return {
        stream: Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
        size: res.headers.has('content-length') ? Number(res.headers.get('content-length')) : null,
      };
    },
    async delete(key) {
      const res = await call('DELETE', key);
      if (!res.ok && res.status !== 404) throw await fail(`DELETE ${key}`, res);
    },
  };
}
