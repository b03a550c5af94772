// Reading a CSV input file (RFC 4180: quoted cells, "" inside quotes, CRLF or LF, a UTF-8 byte order
// mark as Excel writes it) into objects keyed by the header line.
import { readFile } from 'node:fs/promises';
import { usageError } from './exit-codes.ts';

export async function readCsvFile(path: string): Promise<Record<string, string>[]> {
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = parseCsv(text).filter((r) => r.some((cell) => cell !== ''));
  if (!header) throw usageError(`${path}: tệp CSV trống`);
  return rows.map((cells, i) => {
    if (cells.length !== header.length) {
      throw usageError(`${path}:${i + 2}: ${cells.length} cột, dòng tiêu đề có ${header.length}`);
    }
    return Object.fromEntries(header.map((name, c) => [name.trim(), cells[c]!.trim()]));
  });
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
