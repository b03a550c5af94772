// One worksheet's XML, written row by row: inline strings (no shared-strings table, which would have to
// be held in memory until the end), numbers as numbers, Dates as Excel serials in the column's date
// format, booleans as booleans. The header row is frozen.
import { xmlText } from './xml-text.ts';

export type CellValue = string | number | boolean | Date | null | undefined;

const MS_PER_DAY = 86_400_000;
/** 1970-01-01 as an Excel serial (1900 date system, which counts Excel's phantom 1900-02-29). */
const UNIX_EPOCH_SERIAL = 25_569;

/** The Excel serial of `date` read as a wall clock (Excel dates have no time zone). */
export function excelSerial(date: Date): number {
  return date.getTime() / MS_PER_DAY + UNIX_EPOCH_SERIAL;
}

/** 0 -> 'A', 25 -> 'Z', 26 -> 'AA'. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

export interface SheetLayout {
  /** Column widths in characters. */
  widths: ReadonlyArray<number>;
  /** The style index of column i's cells (plain or bold). */
  style(column: number, bold: boolean): number;
  /** The style of a Date in a column without a number format. */
  dateStyle(column: number, bold: boolean): number;
  /** Whether column i declares a number format (a Date there keeps the column's). */
  formatted: ReadonlyArray<boolean>;
}

export function sheetStart(layout: SheetLayout): string {
  const cols = layout.widths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>' +
    `<cols>${cols}</cols><sheetData>`
  );
}

export const SHEET_END = '</sheetData></worksheet>';

/**
 * Builds rows for one sheet. `letters` are computed once; a row is one string of its cells. A bold row
 * (header, totals) also carries the bold style itself, so empty cells in it read as bold too.
 */
export function rowWriter(layout: SheetLayout) {
  const letters = layout.widths.map((_, i) => columnLetters(i));
  const plain = letters.map((_, i) => layout.style(i, false));
  const bold = letters.map((_, i) => layout.style(i, true));
  const rowBoldStyle = layout.style(-1, true);

  return (rowNumber: number, cells: ReadonlyArray<CellValue>, isBold = false): string => {
    const styles = isBold ? bold : plain;
    let xml = isBold
      ? `<row r="${rowNumber}" s="${rowBoldStyle}" customFormat="1">`
      : `<row r="${rowNumber}">`;
    for (let i = 0; i < cells.length && i < letters.length; i++) {
      const value = cells[i];
      if (value === null || value === undefined || value === '') continue;
      const ref = `${letters[i]}${rowNumber}`;
      if (typeof value === 'number') {
        if (Number.isFinite(value)) xml += `<c r="${ref}" s="${styles[i]}"><v>${value}</v></c>`;
      } else if (typeof value === 'string') {
        const text = xmlText(value);
        const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
        xml += `<c r="${ref}" s="${styles[i]}" t="inlineStr"><is><t${space}>${text}</t></is></c>`;
      } else if (typeof value === 'boolean') {
        xml += `<c r="${ref}" s="${styles[i]}" t="b"><v>${value ? 1 : 0}</v></c>`;
      } else if (value instanceof Date) {
        const time = value.getTime();
        if (Number.isNaN(time)) continue;
        const style = layout.formatted[i] ? styles[i] : layout.dateStyle(i, isBold);
        xml += `<c r="${ref}" s="${style}"><v>${excelSerial(value)}</v></c>`;
      }
    }
    return `${xml}</row>`;
  };
}
