// One navigation to a list screen sends exactly one list request: route entry (the screen command's
// `enter`) starts it, the screen's mount reuses it, and the grid's own initial sort (applyColumnState in
// onGridReady) does not reload. The real AG Grid runs here (jsdom).
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandContextReact } from '../../commands/context';
import type { CommandContext } from '../../commands/types';
import { createListStore } from '../../lib/request-state';
import { initialCriteria, type ListCriteria } from './list-criteria';
import { ListScreen } from './list-screen';

interface Row {
  id: number;
  name: string;
}

const ctx: CommandContext = {
  principal: { role: 1, isSuper: false },
  navigate: vi.fn(),
  pathname: '/things',
  selection: { entity: null, noun: '', rows: [] },
  openModal: vi.fn(),
  closeModal: vi.fn(),
};

const columns = [{ field: 'name' as const, headerName: 'Tên' }];
const rowId = (row: Row) => String(row.id);

function setup() {
  const fetchPage = vi.fn(
    async (_criteria: ListCriteria): Promise<{ items: Row[]; total: number }> => ({
      items: [
        { id: 1, name: 'An' },
        { id: 2, name: 'Bình' },
      ],
      total: 2,
    }),
  );
  const store = createListStore<Row, ListCriteria>(fetchPage, initialCriteria({ sort: '-name' }), {
    onError: () => {},
  });
  const view = () =>
    render(
      <CommandContextReact.Provider value={ctx}>
        <ListScreen<Row, ListCriteria>
          title="Danh sách"
          gridId="things-test"
          entity="thing"
          noun="mục"
          store={store}
          columns={columns}
          getRowId={rowId}
        />
      </CommandContextReact.Provider>,
    );
  return { fetchPage, store, view };
}

afterEach(() => vi.useRealTimers());

describe('ListScreen: one list request per navigation', () => {
  it('route entry starts the request; mounting the screen and the grid’s initial sort send no other', {
    timeout: 30_000,
  }, async () => {
    const { fetchPage, store, view } = setup();
    void store.loadFresh(); // ScreenRoute: the screen command's enter()
    view();
    expect(await screen.findByText('Bình', {}, { timeout: 10_000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300)); // sortChanged of applyColumnState comes late
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage.mock.calls[0]![0]).toMatchObject({ page: 1, sort: '-name' });
  });

  it('without route entry the mount loads once', { timeout: 30_000 }, async () => {
    const { fetchPage, view } = setup();
    view();
    expect(await screen.findByText('An', {}, { timeout: 10_000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('reload() always sends', async () => {
    const { fetchPage, store, view } = setup();
    view();
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    await store.reload();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
