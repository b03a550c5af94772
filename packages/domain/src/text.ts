// Vietnamese-aware search and sorting for lists (names, routes, stops).

/** Accent- and case-insensitive form: 'Đường Lê Lợi' -> 'duong le loi'. */
export function fold(s: string): string {
  return s.replace(/đ/g, 'd').replace(/Đ/g, 'D').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether `needle` occurs in `haystack`, ignoring accents and case; a blank needle matches. */
export function matchesFolded(
  haystack: string | null | undefined,
  needle: string | null | undefined,
): boolean {
  const n = fold(needle ?? '').trim();
  if (n === '') return true;
  return fold(haystack ?? '').includes(n);
}

let collator: Intl.Collator | undefined;

/** Vietnamese ordering for sort(): base letters only, digits compared as numbers ('Tuyến 2' < 'Tuyến 10'). */
export function compareVi(a: string, b: string): number {
  collator ??= new Intl.Collator('vi', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

// Line breaks, tabs and other control characters, and the direction overrides that make a name read
// backwards (U+202A-U+202E, U+2066-U+2069): never part of a one-line name a person typed.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const NOT_IN_A_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]+/gu;

/**
 * A one-line name as stored (a file's name, a label): control characters and line breaks become one
 * space, runs of spaces one space, the ends trimmed, NFC. `a\r\nb.pdf` -> `a b.pdf`.
 */
export function singleLine(text: string): string {
  return text.normalize('NFC').replace(NOT_IN_A_LINE, ' ').replace(/\s+/gu, ' ').trim();
}
