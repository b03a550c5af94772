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
