// spec §7: exports repeat the list call with export=true and the console saves the answered file.
// The API streams the file; the name comes from Content-Disposition.
import { parse as parseContentDisposition } from 'content-disposition';

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

/**
 * The file name of a Content-Disposition header, read by the `content-disposition` package: `filename*`
 * (RFC 5987/6266, UTF-8 or ISO-8859-1, so a Vietnamese name arrives whole) wins over `filename`; a
 * `filename*` that does not decode falls back to `filename`.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  let name: string | undefined;
  try {
    name = parseContentDisposition(header).parameters.filename;
  } catch {
    return undefined;
  }
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
