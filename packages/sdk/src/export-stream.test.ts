import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeClient, json, rejectionOf } from '../test/fake-fetch.ts';
import { ForbiddenError } from './errors.ts';
import { streamExport } from './export-stream.ts';
import { saveExport } from './node.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An export answered in `chunks` pieces of 64 KiB, as the API streams it. */
function xlsx(chunks: number) {
  return () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < chunks; i++) controller.enqueue(new Uint8Array(65_536).fill(i % 256));
          controller.close();
        },
      }),
      {
        headers: {
          'Content-Type': XLSX,
          'Content-Disposition': `attachment; filename="nhan-vien.xlsx"; filename*=UTF-8''Nh%C3%A2n%20vi%C3%AAn.xlsx`,
        },
      },
    );
}

/** A WritableStream that keeps what it receives. */
function memorySink() {
  const chunks: Uint8Array[] = [];
  const sink = new WritableStream<Uint8Array>({ write: (chunk) => void chunks.push(chunk) });
  return { sink, chunks };
}

const forbidden = () =>
  json({ errorCode: 'CHECK_ROLE', message: 'Bạn không có quyền thực hiện thao tác này' }, 403);

describe('streamExport', () => {
  it('asks the list with export=true and streams the file into the sink, with progress', async () => {
    const { api, requests } = fakeClient(xlsx(5));
    const { sink, chunks } = memorySink();
    const progress: number[] = [];
    const file = await streamExport(api, 'listBusStaff', { params: { query: { keyword: 'an' } } }, sink, {
      onProgress: ({ received }) => progress.push(received),
    });
    expect(new URL(requests[0]?.url ?? '').search).toBe('?keyword=an&export=true');
    expect(file).toEqual({ filename: 'Nhân viên.xlsx', bytes: 5 * 65_536, contentType: XLSX });
    expect(chunks.length).toBeGreaterThanOrEqual(5);
    expect(progress.at(-1)).toBe(5 * 65_536);
  });

  it('a refusal rejects with the typed error and writes nothing', async () => {
    const { api } = fakeClient(forbidden);
    const { sink, chunks } = memorySink();
    const error = await rejectionOf(streamExport(api, 'listBusStaff', undefined, sink));
    expect(error).toBeInstanceOf(ForbiddenError);
    expect((error as Error).message).toBe('Bạn không có quyền thực hiện thao tác này');
    expect(chunks).toHaveLength(0);
  });
});

describe('saveExport (Node)', () => {
  it('writes the export to a file', async () => {
    const { api } = fakeClient(xlsx(3));
    const path = join(await mkdtemp(join(tmpdir(), 'busops-export-')), 'staff.xlsx');
    const file = await saveExport(api, 'listBusStaff', undefined, path);
    expect(file.bytes).toBe(3 * 65_536);
    const written = await readFile(path);
    expect(written.length).toBe(3 * 65_536);
    expect([written[0], written[65_536], written[2 * 65_536]]).toEqual([0, 1, 2]);
  });

  it('leaves no file behind when the API refuses', async () => {
    const { api } = fakeClient(forbidden);
    const path = join(await mkdtemp(join(tmpdir(), 'busops-export-')), 'staff.xlsx');
    await expect(saveExport(api, 'listBusStaff', undefined, path)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(stat(path)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
