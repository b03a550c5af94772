import { describe, expect, expectTypeOf, it } from 'vitest';
import { fakeClient, json, rejectionOf } from '../test/fake-fetch.ts';
import { ForbiddenError } from './errors.ts';
import type { components } from './gen/schema.gen.ts';

/** A list of `count` rows answered like the API with with_total=false (withTotal.yaml). */
function rows(count: number) {
  const all = Array.from({ length: count }, (_, i) => ({ id: i + 1, full_name: `Nhân viên ${i + 1}` }));
  return (request: Request) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page'));
    const size = Number(query.get('size'));
    const items = all.slice(page * size, (page + 1) * size);
    const more = all.length > (page + 1) * size ? 1 : 0;
    return json({ items, total: page * size + items.length + more });
  };
}

async function collect<T>(iterator: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterator) out.push(item);
  return out;
}

describe('paginate', () => {
  it('yields every row in order, page after page, without counting', async () => {
    const { api, requests } = fakeClient(rows(250));
    const staff = await collect(api.paginate('listBusStaff', { params: { query: { keyword: 'an' } } }));
    expect(staff.map((s) => s.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(requests.map((r) => new URL(r.url).search)).toEqual([
      '?keyword=an&page=0&size=100&with_total=false',
      '?keyword=an&page=1&size=100&with_total=false',
      '?keyword=an&page=2&size=100&with_total=false',
    ]);
  });

  it('stops on a full last page when total says nothing follows', async () => {
    const { api, requests } = fakeClient(rows(200));
    expect(await collect(api.paginate('listBusStaff'))).toHaveLength(200);
    expect(requests).toHaveLength(2);
  });

  it('starts at the given page and size', async () => {
    const { api, requests } = fakeClient(rows(25));
    const staff = await collect(api.paginate('listBusStaff', { params: { query: { page: 1, size: 10 } } }));
    expect(staff.map((s) => s.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 11));
    expect(requests).toHaveLength(2);
  });

  it('a consumer that stops early asks no further page', async () => {
    const { api, requests } = fakeClient(rows(1000));
    for await (const s of api.paginate('listBusStaff', { params: { query: { size: 50 } } })) {
      if (s.id === 60) break;
    }
    expect(requests).toHaveLength(2);
  });

  it('a refusal rejects the iteration with the typed error', async () => {
    const { api } = fakeClient(() => json({ errorCode: 'CHECK_ROLE', message: 'Bạn không có quyền' }, 403));
    const error = await rejectionOf(collect(api.paginate('listBusStaff')));
    expect(error).toBeInstanceOf(ForbiddenError);
    expect((error as Error).message).toBe('Bạn không có quyền');
  });

  it('refuses an operation that is not a paged list, before any request', async () => {
    const { api, requests } = fakeClient(rows(1));
    const walk = (api.paginate as unknown as (id: string) => AsyncIterable<unknown>)('getBusStaff');
    await expect(collect(walk)).rejects.toThrow(TypeError);
    expect(requests).toHaveLength(0);
  });

  it('types each row from the contract', () => {
    const { api } = fakeClient(rows(0));
    expectTypeOf(api.paginate('listBusStaff')).toEqualTypeOf<
      AsyncGenerator<components['schemas']['BusStaff'], void, undefined>
    >();
  });
});
