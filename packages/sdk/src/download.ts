// spec §7: exports repeat the list call with export=true and the console saves the answered file.
// The API streams the file; the name comes from Content-Disposition.

export interface ExportFile {
  blob: Blob;
  filename: string;
}

/** What a typed-client call answers (`{ data, response }`), or a plain fetch Response. */
export type ExportAnswer = Response | { data?: unknown; response: Response };

/** The list criteria with the export flag set (spec §7: the same call with export=true). */
export function withExport<Q extends object>(query: Q): Q & { export: true } {
  return { ...query, export: true };
}

/** The criteria without the export flag (spec §4: removed from stored criteria after an export). */
export function withoutExport<Q extends { export?: unknown }>(query: Q): Omit<Q, 'export'> {
  const { export: _export, ...rest } = query;
  return rest;
}

function decodeExtValue(value: string): string | undefined {
  // RFC 5987: charset'language'percent-encoded
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value);
  if (!match) return undefined;
  const [, charset = '', encoded = ''] = match;
  try {
    if (/^utf-8$/i.test(charset) || charset === '') return decodeURIComponent(encoded);
    // ISO-8859-1: every %XX is one code point.
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  } catch {
    return undefined;
  }
}

/** The file name of a Content-Disposition header; `filename*` (RFC 5987/6266) wins over `filename`. */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const params = new Map<string, string>();
  const re = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const [, rawName = '', rawValue = ''] of header.matchAll(re)) {
    const value = rawValue.trim();
    params.set(
      rawName.toLowerCase(),
      value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value,
    );
  }
  const extended = params.get('filename*');
  const name = (extended === undefined ? undefined : decodeExtValue(extended)) ?? params.get('filename');
  // Only the last path segment: a server must not choose where the file goes.
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base || undefined;
}

/**
 * The file of an export answer. Works with `parseAs: 'blob'` (data is the Blob), `parseAs: 'stream'`
 * (the body is still unread) and with a raw Response.
 */
export async function readExportFile(answer: ExportAnswer, fallbackFilename = 'export'): Promise<ExportFile> {
  const response = answer instanceof Response ? answer : answer.response;
  const data = answer instanceof Response ? undefined : answer.data;
  const blob = data instanceof Blob ? data : await response.blob();
  const filename =
    filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackFilename;
  return { blob, filename };
}

/**
 * Runs an export call and reads its file, e.g.
 * `downloadExport(client.GET('/bus/staff', { params: { query: withExport(criteria) }, parseAs: 'stream' }))`.
 * Failures reject with the client's ApiError.
 */
export async function downloadExport(
  call: Promise<ExportAnswer> | (() => Promise<ExportAnswer>),
  fallbackFilename?: string,
): Promise<ExportFile> {
  const answer = await (typeof call === 'function' ? call() : call);
  return readExportFile(answer, fallbackFilename);
}

/** Offers the blob as a download in a browser; returns false (and does nothing) elsewhere, e.g. in Node. */
export function saveBlob(blob: Blob, filename: string): boolean {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return false;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
