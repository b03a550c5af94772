// One check for every request, before any handler: no string in the path, the query, the headers or the
// JSON body (keys included) may carry a control character. PostgreSQL text cannot hold U+0000 at all (the
// query fails, so NUL used to answer 500), and the other C0/C1 controls, DEL and lone surrogates are never
// typed by a person: they only corrupt names, exports and logs. Tab, line feed and carriage return stay
// allowed (multi-line addresses, descriptions, notification bodies). Zero-width and bidi characters are
// ordinary text here; name fields refuse text made only of them (openapi/shared/schemas/NonBlankText.yaml).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

// With the u flag a surrogate pair is one code point above U+FFFF; only a lone surrogate is in D800-DFFF.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

export const hasControlCharacter = (text: string): boolean => FORBIDDEN.test(text);

/** The dotted path of the first string (or key) under `value` that holds a forbidden character, or null. */
export function findControlCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  // A binary body (a GTFS zip, a protobuf feed) is bytes, not text: its parser checks what it reads
  // (the GTFS import's rows: gtfs.feed-check.ts). Walked as an object, a 19 MB zip took a minute of
  // the event loop and gigabytes (Object.entries of every byte; issue 18, finding 1).
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  // Deeper than any body the contract allows: validation refuses the shape anyway.
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key)) return path || '(body)';
    const found = findControlCharacter(item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}

function offendingField(request: FastifyRequest): string | null {
  const found =
    findControlCharacter(request.params, '') ??
    findControlCharacter(request.query, '') ??
    findControlCharacter(request.headers, '') ??
    findControlCharacter(request.body, '');
  if (found) return found;
  // The raw URL too: a %00 in a path segment that no route parameter captures.
  return hasControlCharacter(safeDecode(request.url)) ? '(url)' : null;
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    // Malformed escapes are the router's business (it answers 400 or 404).
    return url;
  }
}

export function installControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const field = offendingField(request);
    if (field) {
      throw badRequest('Dữ liệu chứa ký tự điều khiển không hợp lệ (ví dụ ký tự NUL)', [
        { field, message: `Trường '${field}' chứa ký tự điều khiển không hợp lệ` },
      ]);
    }
  });
}
