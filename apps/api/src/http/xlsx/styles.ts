// xl/styles.xml for a streamed workbook: one custom number format per distinct column format (ids from
// 164, where Excel's custom formats start), and two cell styles per format, plain and bold (the header
// and the totals row are bold). Cells name their style by index (`s="3"`), so the table is fixed
// before the first row is written.
import { xmlText } from './xml-text.ts';

/** The date format a Date gets in a column that declares none (Excel shows a bare serial otherwise). */
const FALLBACK_DATE_FORMAT = 'dd/mm/yyyy';

export interface StyleTable {
  xml: string;
  /** The style index of column `index`'s cells, bold or not. */
  column(index: number, bold: boolean): number;
  /** The style of a Date cell in a column without a number format. */
  date(bold: boolean): number;
}

export function styleTable(columnFormats: ReadonlyArray<string | undefined>): StyleTable {
  // Format 0 is Excel's General; the rest are ours.
  const formats: string[] = [];
  const idOf = (code: string | undefined): number => {
    if (code === undefined) return 0;
    let at = formats.indexOf(code);
    if (at < 0) at = formats.push(code) - 1;
    return 164 + at;
  };
  const numFmtIds = columnFormats.map(idOf);
  const dateId = idOf(FALLBACK_DATE_FORMAT);
  // Style 0 is the default (General, plain), 1 General bold; then per format plain, bold.
  const distinct = [0, ...formats.map((_, i) => 164 + i)];
  const styleOf = (numFmtId: number, bold: boolean) => distinct.indexOf(numFmtId) * 2 + (bold ? 1 : 0);
  const xfs = distinct.flatMap((id) =>
    [0, 1].map(
      (font) =>
        `<xf numFmtId="${id}" fontId="${font}" fillId="0" borderId="0" xfId="0"${id ? ' applyNumberFormat="1"' : ''}${font ? ' applyFont="1"' : ''}/>`,
    ),
  );
  const xml =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<numFmts count="${formats.length}">${formats
      .map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xmlText(code)}"/>`)
      .join('')}</numFmts>` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
    '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>';
  return {
    xml,
    column: (index, bold) => styleOf(numFmtIds[index] ?? 0, bold),
    date: (bold) => styleOf(dateId, bold),
  };
}
