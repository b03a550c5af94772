// Vietnamese car plates (biển số ô tô, Thông tư 24/2023/TT-BCA): a 2-digit province code, a series of
// one or two letters, then 5 digits printed "123.45" or, on older plates, 4 digits "1234". People type
// them every way ("51b12345", "51B 123.45"): the contract's pattern accepts those typings and every
// plate is kept in the one printed form, so the same bus is never stored twice under two spellings.

const TYPED_PLATE =
  /^([0-9]{2})([A-Za-z]{1,2})[- ]?([0-9]{3})\.?([0-9]{2})$|^([0-9]{2})([A-Za-z]{1,2})[- ]?([0-9]{4})$/;

/** The printed form ("51B-123.45", "51B-1234") of a typed plate; anything else comes back trimmed, unchanged. */
export function normalizePlate(typed: string): string {
  const text = typed.trim();
  const match = TYPED_PLATE.exec(text);
  if (!match) return text;
  if (match[1]) return `${match[1]}${match[2]!.toUpperCase()}-${match[3]}.${match[4]}`;
  return `${match[5]}${match[6]!.toUpperCase()}-${match[7]}`;
}
