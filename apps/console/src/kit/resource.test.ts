// The kit's store over a client on a fake fetch: list by operationId, mutations through the form store,
// the multi-row outcome (every row tried, one reload, one summary) and exports.
import { describe, expect, it } from 'vitest';
import type { ListCriteria } from '../components/list-screen/list-criteria';
import { type Call, fakeClient, recordingNotifier } from '../test/fake-client';
import { connect, defineResource } from './resource';
import { BatchFailure } from './row-batch-outcome';

type FeatureCriteria = ListCriteria & { keyword?: string };

const feature = (id: number, name = `Chức năng ${id}`) => ({
  id,
  code: `F${id}`,
  name,
  group: null,
  description: null,
});

let changes = 0;
const features = defineResource<'listFeatures', FeatureCriteria>({
  area: 'features',
  entity: 'feature',
  noun: 'chức năng',
  path: '/permission/feature',
  title: 'Chức năng',
  list: 'listFeatures',
  criteria: { keyword: '' },
  remove: 'deleteFeature',
  rowName: (f) => f.name,
  afterChange: () => void changes++,
});

function setup(respond: (call: Call) => { status?: number; body: unknown } | undefined = () => undefined) {
  const page = { body: { items: [feature(1), feature(2)], total: 2 } };
  const { client, calls } = fakeClient((call) => respond(call) ?? (call.method === 'GET' ? page : undefined));
  const { notify, told } = recordingNotifier();
  const store = connect(features, client, { notify, onError: () => {} });
  const lists = () => calls.filter((c) => c.method === 'GET' && c.path === '/features');
  changes = 0;
  return { store, calls, told, lists };
}

describe('defineResource + connect', () => {
  it('declares modal names and the initial criteria (page 1, default size)', () => {
    expect(features.modals).toEqual({ form: 'feature-form', delete: 'feature-delete' });
    expect(features.initialCriteria()).toEqual({ page: 1, size: 20, keyword: '' });
    expect(features.rowId(feature(4))).toBe(4);
  });

  it('lists with the operation’s method and path, page - 1, empty filters left out', async () => {
    const { store, lists } = setup();
    await store.list.load({ ...store.list.criteria, keyword: ' xem ', page: 3 });
    expect(store.list.items.map((f) => f.id)).toEqual([1, 2]);
    expect(Object.fromEntries(lists()[0]!.query)).toEqual({ keyword: 'xem', page: '2', size: '20' });
  });

  it('mutate: the call by operationId, a success toast, afterChange, then one reload with the criteria', async () => {
    const { store, calls, told, lists } = setup((call) =>
      call.method === 'POST' ? { status: 201, body: feature(9) } : undefined,
    );
    await store.list.load({ ...store.list.criteria, keyword: 'bao cao' });
    const created = await store.mutate('createFeature', { body: { code: 'F9', name: 'Mới' } }, 'created');
    expect(created.id).toBe(9);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/features', body: { code: 'F9' } });
    expect(told.success).toEqual(['created']);
    expect(changes).toBe(1);
    expect(lists()).toHaveLength(2);
    expect(lists()[1]!.query.get('keyword')).toBe('bao cao');
  });

  it('mutate failure: rejects with the server’s message, keeps the payload, no reload, no success', async () => {
    const { store, told, lists } = setup((call) =>
      call.method === 'PUT' ? { status: 409, body: { error: 'Mã chức năng đã tồn tại' } } : undefined,
    );
    await expect(
      store.mutate(
        'updateFeature',
        { params: { path: { id: 1 } }, body: { code: 'F1', name: 'X' } },
        'updated',
      ),
    ).rejects.toThrow('Mã chức năng đã tồn tại');
    expect(store.form.error).toEqual({ error: 'Mã chức năng đã tồn tại' });
    expect(told.success).toEqual([]);
    expect(lists()).toHaveLength(0);
  });

  it('multi-row delete: every row tried after a failure, one reload, one summary naming the failure', async () => {
    const { store, calls, told, lists } = setup((call) =>
      call.method === 'DELETE' && call.path === '/features/2'
        ? { status: 409, body: { error: 'Chức năng đang được dùng' } }
        : undefined,
    );
    const rows = [feature(1), feature(2, 'Thu ngân'), feature(3)];
    const report = await store.removeRows(rows);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/features/1',
      '/features/2',
      '/features/3',
    ]);
    expect(report.done.map((f) => f.id)).toEqual([1, 3]);
    expect(told.error).toEqual(['Đã xoá 2/3 chức năng. Không xoá được: Thu ngân: Chức năng đang được dùng']);
    expect(told.success).toEqual([]);
    expect(lists()).toHaveLength(1);
    expect(changes).toBe(1);
  });

  it('multi-row delete where nothing could go: a BatchFailure with the reasons, no reload, no toast', async () => {
    const { store, told, lists } = setup((call) =>
      call.method === 'DELETE' ? { status: 409, body: { error: 'Đang được dùng' } } : undefined,
    );
    const failure = await store.removeRows([feature(1), feature(2)]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BatchFailure);
    expect((failure as Error).message).toBe(
      'Không xoá được: Chức năng 1: Đang được dùng; Chức năng 2: Đang được dùng',
    );
    expect(told).toEqual({ success: [], error: [] });
    expect(lists()).toHaveLength(0);
  });

  it('multi-row delete of every row: "Xoá thành công!" once, one reload', async () => {
    const { store, told, lists } = setup();
    await store.removeRows([feature(1), feature(2)]);
    expect(told.success).toEqual(['deleted']);
    expect(lists()).toHaveLength(1);
  });

  it('a batch action run from the palette toasts even when no row was done', async () => {
    const { store, told } = setup();
    const report = await store.batch(
      [feature(1)],
      async () => Promise.reject(new Error('Không được phép')),
      'assign',
      (f) => f.name,
    );
    expect(report.failed).toHaveLength(1);
    expect(told.error).toEqual(['Không phân quyền được: Chức năng 1: Không được phép']);
  });

  it('export repeats the list call with export=true and answers the file', async () => {
    const { store, calls } = setup((call) =>
      call.query.get('export') === 'true'
        ? { body: 'xlsx', headers: { 'Content-Disposition': 'attachment; filename="chuc-nang.xlsx"' } }
        : undefined,
    );
    const answer = await store.exportList({ ...store.list.criteria, keyword: 'thu' });
    expect(answer instanceof Response ? answer : answer.response).toBeInstanceOf(Response);
    expect(Object.fromEntries(calls[0]!.query)).toEqual({
      keyword: 'thu',
      page: '0',
      size: '20',
      export: 'true',
    });
  });
});
