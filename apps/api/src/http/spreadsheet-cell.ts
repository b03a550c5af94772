// Formula injection (OWASP "CSV Injection"): a text cell that starts with = + - @, a tab or a carriage
// return is read by Excel, LibreOffice and Google Sheets as a formula once the file is opened, re-saved
// or pasted (=HYPERLINK(...) leaks data, +cmd|... runs commands). Every spreadsheet the API writes
// (.xlsx through xlsx-stream.ts, and any CSV meant for a spreadsheet) passes its cells through here:
// such text gets a leading apostrophe, so it is shown and kept as text. Numbers, dates and booleans are
// values, not text, and stay as they are. The GTFS feed is not a spreadsheet but data for journey
// planners (docs/gtfs.md): its CSV keeps names exactly as stored.
export const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
