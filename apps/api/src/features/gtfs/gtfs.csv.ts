// CSV lines of a GTFS file (RFC 4180: a field with a comma, quote or line break is quoted, quotes
// doubled). Files are written line by line while the zip streams, so nothing keeps a whole file.

export type CsvValue = string | number | null | undefined;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\n`;
}
