// The fixed parts of an .xlsx package (ECMA-376 Open Packaging). [Content_Types].xml maps the `.xml`
// extension to the worksheet type, so it is complete before the number of sheets is known and can come
// first in the zip; only the workbook and its relationships list the sheets, and they are written last.
import { xmlText } from './xml-text.ts';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const OFFICE_DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

export const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${OFFICE_DOC}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

export const sheetPath = (index: number) => `xl/worksheets/sheet${index}.xml`;

/** xl/workbook.xml naming the sheets in order (rId1..n; the styles are rId n+1). */
export function workbookXml(names: ReadonlyArray<string>): string {
  const sheets = names
    .map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  return (
    `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${OFFICE_DOC}">` +
    `<bookViews><workbookView/></bookViews><sheets>${sheets}</sheets></workbook>`
  );
}

export function workbookRels(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${OFFICE_DOC}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('');
  return (
    `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets}` +
    `<Relationship Id="rId${sheetCount + 1}" Type="${OFFICE_DOC}/styles" Target="styles.xml"/></Relationships>`
  );
}
