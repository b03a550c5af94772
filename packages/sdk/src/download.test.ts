import { create } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import {
  downloadExport,
  filenameFromContentDisposition,
  readExportFile,
  saveBlob,
  withExport,
  withoutExport,
} from './download.ts';

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="nhan-vien.xlsx"', 'nhan-vien.xlsx'],
    ['attachment; filename=report.csv', 'report.csv'],
    ['attachment;filename = "a \\"b\\".csv"', 'a "b".csv'],
    ['attachment; filename="x;y.csv"; size=3', 'x;y.csv'],
    [`attachment; filename="nhan-vien.xlsx"; filename*=UTF-8''Nh%C3%A2n%20vi%C3%AAn.xlsx`, 'Nhân viên.xlsx'],
    [`attachment; filename*=utf-8''b%C3%A1o%20c%C3%A1o.csv; filename="bao-cao.csv"`, 'báo cáo.csv'],
    [`attachment; filename*=iso-8859-1'en'caf%E9.csv`, 'café.csv'],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.csv"`, 'fallback.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    [create('Nhân viên Đà Nẵng – tháng 5.xlsx'), 'Nhân viên Đà Nẵng – tháng 5.xlsx'],
    [create('báo cáo.xlsx', { fallback: 'bao cao.xlsx' }), 'báo cáo.xlsx'],
  ])('%s', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });

  it('answers undefined without a name', () => {
    expect(filenameFromContentDisposition(null)).toBeUndefined();
    expect(filenameFromContentDisposition('inline')).toBeUndefined();
    expect(filenameFromContentDisposition('attachment; filename=""')).toBeUndefined();
  });
});

describe('export files', () => {
  const file = () =>
    new Response('a,b\n1,2\n', {
      headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="ds.csv"' },
    });

  it('reads a raw Response', async () => {
    const { blob, filename } = await readExportFile(file());
    expect(filename).toBe('ds.csv');
    expect(await blob.text()).toBe('a,b\n1,2\n');
  });

  it('uses the parsed blob of parseAs: blob and the unread body of parseAs: stream', async () => {
    const response = file();
    const blob = await response.clone().blob();
    expect((await readExportFile({ data: blob, response })).blob).toBe(blob);
    const streamed = file();
    const result = await downloadExport(async () => ({ data: streamed.body, response: streamed }));
    expect(await result.blob.text()).toBe('a,b\n1,2\n');
  });

  it('falls back to a default name', async () => {
    expect((await downloadExport(Promise.resolve(new Response('x')), 'nv.xlsx')).filename).toBe('nv.xlsx');
    expect((await readExportFile(new Response('x'))).filename).toBe('export');
  });

  it('sets and removes the export flag', () => {
    expect(withExport({ page: 0, keyword: 'an' })).toEqual({ page: 0, keyword: 'an', export: true });
    expect(withoutExport({ page: 0, export: true })).toEqual({ page: 0 });
  });

  it('saveBlob does nothing outside a browser', () => {
    expect(saveBlob(new Blob(['x']), 'x.csv')).toBe(false);
  });
});
