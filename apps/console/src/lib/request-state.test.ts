import { describe, expect, it, vi } from 'vitest';
import { createFormStore, createListStore, formErrorMessage } from './request-state';

const quiet = { onError: vi.fn() };

describe('createListStore (spec §4)', () => {
  it('requesting clears the error, success stores items and total', async () => {
    let resolve!: (page: { items: string[]; total: number }) => void;
    const store = createListStore<string, { page: number }>(
      () => new Promise((r) => (resolve = r)),
      { page: 1 },
      quiet,
    );
    store.error = 'old';
    const loading = store.load({ page: 2 });
    expect(store.requesting).toBe(true);
    expect(store.error).toBeNull();
    expect(store.criteria).toEqual({ page: 2 });
    resolve({ items: ['a', 'b'], total: 12 });
    await loading;
    expect(store.requesting).toBe(false);
    expect(store.items).toEqual(['a', 'b']);
    expect(store.total).toBe(12);
  });

  it('failure stores the payload message, clears items and total', async () => {
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce({ items: [1], total: 1 })
      .mockRejectedValueOnce(Object.assign(new Error('Không có quyền'), { errorCode: 'CHECK_ROLE' }));
    const onError = vi.fn();
    const store = createListStore<number, object>(fetchPage, {}, { onError });
    await store.load();
    await store.load();
    expect(store.error).toBe('Không có quyền');
    expect(store.items).toEqual([]);
    expect(store.total).toBe(0);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reload repeats the last criteria', async () => {
    const fetchPage = vi.fn().mockResolvedValue({ items: [], total: 0 });
    const store = createListStore(fetchPage, { keyword: '' }, quiet);
    await store.load({ keyword: 'an' });
    await store.reload();
    expect(fetchPage).toHaveBeenLastCalledWith({ keyword: 'an' });
  });

  it('a late answer of an older load never overwrites a newer one', async () => {
    const resolvers: ((v: { items: string[]; total: number }) => void)[] = [];
    const store = createListStore<string, object>(() => new Promise((r) => resolvers.push(r)), {}, quiet);
    const first = store.load();
    const second = store.load();
    resolvers[1]!({ items: ['new'], total: 1 });
    resolvers[0]!({ items: ['old'], total: 1 });
    await Promise.all([first, second]);
    expect(store.items).toEqual(['new']);
  });
});

describe('createFormStore (spec §4)', () => {
  it('success: requesting then done, returned record kept', async () => {
    const store = createFormStore<{ id: number }>(quiet);
    const running = store.run(async () => ({ id: 5 }));
    expect(store.requesting).toBe(true);
    expect(store.done).toBe(false);
    await running;
    expect(store).toMatchObject({ requesting: false, done: true, error: null, data: { id: 5 } });
  });

  it('failure: done, the whole error payload stored, data cleared; reset returns to initial', async () => {
    const store = createFormStore<{ id: number }>(quiet);
    await store.run(async () => ({ id: 1 }));
    const body = { errorCode: 'CONFLICT', message: 'Số điện thoại đã tồn tại' };
    const answer = await store.run(async () => {
      throw Object.assign(new Error(body.message), { body });
    });
    expect(answer).toBeUndefined();
    expect(store).toMatchObject({ requesting: false, done: true, data: null, error: body });
    expect(formErrorMessage(store.error)).toBe('Số điện thoại đã tồn tại');
    store.reset();
    expect(store).toMatchObject({ requesting: false, done: false, error: null, data: null });
  });
});

describe('createListStore loadFresh (one request per navigation)', () => {
  it('reuses a load of the same criteria started less than maxAgeMs ago; load() and reload() always send', async () => {
    const fetchPage = vi.fn(async (c: { page: number }) => ({ items: [String(c.page)], total: 1 }));
    const store = createListStore(fetchPage, { page: 1 }, quiet);
    const first = store.loadFresh();
    expect(store.loadFresh()).toBe(first); // in flight
    await first;
    await store.loadFresh(); // done, still fresh
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await store.reload();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await store.load({ page: 2 });
    await store.loadFresh(); // the last load is page 2 = the current criteria
    expect(fetchPage).toHaveBeenCalledTimes(3);
    await store.loadFresh(0); // older than 0 ms: sends
    expect(fetchPage).toHaveBeenCalledTimes(4);
  });
});
