// The history drawer over an SDK client on a fake fetch: what it asks listRecordHistory, what it shows
// (Vietnamese action, who, the fields before/after), paging by 'Xem thêm', Escape closes.
import { createClient, type Schemas } from '@busops/sdk';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createHistoryStore, recordTitle } from './history.store';
import { HistoryDrawer } from './history-drawer';

type Entry = Schemas['HistoryEntry'];

const entry = (id: number, over: Partial<Entry> = {}): Entry => ({
  id,
  at: '2026-11-23T03:04:00Z',
  action: 'update',
  actor: { full_name: 'Nguyễn Văn Quản', phone_number: '+84900000001' },
  changes: [{ field: 'full_name', before: 'Trần Thị Lịch', after: 'Trần Thị Sử' }],
  ...over,
});

function fakeApi(pages: Entry[][], total: number) {
  const asked: URLSearchParams[] = [];
  const client = createClient({
    baseUrl: 'http://api.test',
    appKey: 'test-app',
    fetch: async (request: Request) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const items = pages[Number(query.get('page'))] ?? [];
      return new Response(JSON.stringify({ items, total }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { client, asked };
}

describe('history store', () => {
  it('asks for the record’s newest page, then appends the next one', async () => {
    const { client, asked } = fakeApi([[entry(3), entry(2)], [entry(1, { action: 'create' })]], 3);
    const store = createHistoryStore(client);
    await store.open({ kind: 'bus_staff', id: 12, title: 'Trần Thị Sử' });
    expect(Object.fromEntries(asked[0]!)).toEqual({
      entity: 'bus_staff',
      record_id: '12',
      page: '0',
      size: '20',
    });
    expect(store.items.map((e) => e.id)).toEqual([3, 2]);
    await store.more();
    expect(asked[1]!.get('page')).toBe('1');
    expect(store.items.map((e) => e.id)).toEqual([3, 2, 1]);
  });

  it('drops the answer for a record no longer shown', async () => {
    const { client } = fakeApi([[entry(9)]], 1);
    const store = createHistoryStore(client);
    const first = store.open({ kind: 'company', id: 1, title: 'A' });
    store.close();
    await first;
    expect(store.target).toBeNull();
    expect(store.items).toEqual([]);
  });

  it('titles a row by its name', () => {
    expect(recordTitle({ id: 4, full_name: 'Lê Văn Bốn' })).toBe('Lê Văn Bốn');
    expect(recordTitle({ id: 5, name: 'Xe buýt Phương Nam' })).toBe('Xe buýt Phương Nam');
    expect(recordTitle({ id: 6 })).toBe('#6');
  });
});

describe('history drawer', () => {
  // a Blueprint Drawer in jsdom: generous on a loaded machine, like the other rendered screens' tests
  it('shows each change in Vietnamese, pages on, and closes with Escape', { timeout: 30_000 }, async () => {
    const { client } = fakeApi([[entry(2)], [entry(1, { action: 'create', actor: null, changes: [] })]], 2);
    const store = createHistoryStore(client);
    render(<HistoryDrawer store={store} />);
    await store.open({ kind: 'bus_staff', id: 12, title: 'Trần Thị Sử' });

    const title = await screen.findByText('Lịch sử thay đổi: Trần Thị Sử');
    const drawer = title.closest<HTMLElement>('.bp6-drawer')!;
    const first = within(drawer).getByRole('listitem');
    expect(within(first).getByText('Cập nhật')).toBeTruthy();
    expect(within(first).getByText('Nguyễn Văn Quản (0900000001)')).toBeTruthy();
    const row = within(first).getByRole('row', { name: /Họ và tên/ });
    expect(row.textContent).toBe('Họ và tênTrần Thị LịchTrần Thị Sử');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Xem thêm' }));
    await waitFor(() => expect(within(drawer).getAllByRole('listitem')).toHaveLength(2));
    const created = within(drawer).getAllByRole('listitem')[1]!;
    expect(within(created).getByText('Tạo mới')).toBeTruthy();
    expect(within(created).getByText('Hệ thống')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Xem thêm' })).toBeNull();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(store.target).toBeNull());
  });
});
