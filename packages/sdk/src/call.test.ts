import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OperationData } from './call.ts';
import { createClient } from './client.ts';
import { readExportFile, withExport } from './download.ts';
import { ApiError } from './errors.ts';
import { operations as access } from './gen/operations.gen.ts';
import type { components } from './gen/schema.gen.ts';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function setup(answer: (request: Request) => Response = () => json({ items: [], total: 0 })) {
  const requests: Request[] = [];
  const client = createClient({
    baseUrl: 'http://api.test',
    appKey: 'app-key',
    getIdToken: () => 'id-token',
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
  });
  return { client, requests };
}

describe('client.call(operationId, init)', () => {
  it('sends the method and path of the access table, with query, auth and fixed headers', async () => {
    const { client, requests } = setup();
    const { data } = await client.call('listCompanies', { params: { query: { keyword: 'an', page: 1 } } });
    expect(data).toEqual({ items: [], total: 0 });
    const [request] = requests;
    expect(request?.method).toBe(access.listCompanies.method);
    expect(request?.url).toBe('http://api.test/companies?keyword=an&page=1');
    expect(request?.headers.get('Authorization')).toBe('Bearer id-token');
    expect(request?.headers.get('x-access-token')).toBe('app-key');
    expectTypeOf(data).toEqualTypeOf<OperationData<'listCompanies'>>();
    expectTypeOf(data.items[0]!).toEqualTypeOf<components['schemas']['Company']>();
  });

  it('fills path parameters and sends the typed body', async () => {
    const { client, requests } = setup(() => json({ id: 7 }));
    await client.call('updateCompany', { params: { path: { id: 7 } }, body: { admin_id: null } });
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url).toBe('http://api.test/companies/7');
    expect(await requests[0]?.json()).toEqual({ admin_id: null });
    // @ts-expect-error: the body is the operation's own request body (CompanyUpdate.name is a string)
    void client.call('updateCompany', { params: { path: { id: 7 } }, body: { name: 5 } }).catch(() => {});
  });

  it('keeps header parameters (Idempotency-Key) and throws ApiError on a failure', async () => {
    const { client, requests } = setup(() => json({ error: 'Số dư không đủ' }, 409));
    const failure = await client
      .call('depositBusStaff', {
        params: { header: { 'Idempotency-Key': 'key-12345678' } },
        body: { staff_id: 1, amount: 1000 },
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Số dư không đủ');
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('key-12345678');
  });

  it('downloads: parseAs blob gives the file and its name', async () => {
    const { client, requests } = setup(
      () =>
        new Response('xlsx', {
          headers: { 'Content-Disposition': "attachment; filename*=UTF-8''nhan-vien.xlsx" },
        }),
    );
    const answer = await client.call('listBusStaff', {
      params: { query: withExport({ page: 0 }) },
      parseAs: 'blob',
    });
    const file = await readExportFile(answer);
    expect(file.filename).toBe('nhan-vien.xlsx');
    expect(await file.blob.text()).toBe('xlsx');
    expect(new URL(requests[0]!.url).searchParams.get('export')).toBe('true');
  });

  it('refuses an operationId the contract does not have, sending nothing', async () => {
    const { client, requests } = setup();
    // @ts-expect-error: not an operation of the contract
    await expect(client.call('listNothing')).rejects.toThrow('Unknown operationId: listNothing');
    expect(requests).toHaveLength(0);
  });
});

describe('client.send(operationId, blob, init)', () => {
  it('sends the Blob as is with the operation’s declared media type, params and answer typed', async () => {
    const { client, requests } = setup(() => json({ id: 7 }));
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])]);
    const { data } = await client.send('saveMemberPhoto', photo, {
      params: { path: { id: 7 }, query: { name: 'a.jpg' } },
    });
    expect(data).toEqual({ id: 7 });
    expectTypeOf(data).toEqualTypeOf<OperationData<'saveMemberPhoto'>>();
    const [request] = requests;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe('http://api.test/members/7/photo?name=a.jpg');
    expect(request?.headers.get('content-type')).toBe('application/octet-stream');
    expect([...new Uint8Array(await request!.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff]);

    await client.send('createGtfsImportPreview', new Blob(['PK']));
    expect(requests[1]?.headers.get('content-type')).toBe('application/zip');
    expect(requests[1]?.url).toBe(`http://api.test${access.createGtfsImportPreview.path}`);
  });

  it('refuses an operation whose body is JSON, by type and before any request', async () => {
    const { client, requests } = setup();
    // @ts-expect-error: listCompanies has no binary request body
    const failure = await client.send('listCompanies', new Blob([])).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect(requests).toEqual([]);
  });
});
