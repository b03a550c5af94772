// One navigation to a list screen sends exactly one list request: route entry (the screen command's
// `enter`) starts it, the screen's mount reuses it, and the grid's own initial sort (applyColumnState in
// onGridReady) does not reload. The real AG Grid runs here (jsdom).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandContextReact } from '../../commands/context';
import type { CommandContext } from '../../commands/types';
import { createListStore } from '../../lib/request-state';
import { initialCriteria, type ListCriteria } from './list-criteria';
import { ListScreen } from './list-screen';
import { enterList } from './list-url';

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
  const store = createListStore<Row, ListCriteria>(
    fetchPage,
    initialCriteria({ keyword: '', sort: '-name' }),
    {
      onError: () => {},
    },
  );
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const view = (url = '/things') => {
    router = createMemoryRouter(
      [
        {
          path: '/things',
          element: (
            <CommandContextReact.Provider value={ctx}>
              <ListScreen<Row, ListCriteria>
                title="Danh sách"
                gridId="things-test"
                entity="thing"
                noun="mục"
                store={store}
                columns={columns}
                getRowId={rowId}
                criteriaFields={[{ name: 'keyword', label: 'Từ khoá' }]}
              />
            </CommandContextReact.Provider>
          ),
        },
      ],
      { initialEntries: [url] },
    );
    return render(<RouterProvider router={router} />);
  };
  const location = () => `${router!.state.location.pathname}${router!.state.location.search}`;
  return { fetchPage, store, view, location, router: () => router! };
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

describe('ListScreen: criteria, sort and page live in the URL', () => {
  it('a URL with criteria loads them once, from route entry, and the fields show them', {
    timeout: 30_000,
  }, async () => {
    const { fetchPage, store, view } = setup();
    void enterList(store, new URLSearchParams('keyword=an&sort=name&page=2&id=7'));
    view('/things?keyword=an&sort=name&page=2&id=7');
    expect(await screen.findByText('Bình', {}, { timeout: 10_000 })).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage.mock.calls[0]![0]).toMatchObject({ keyword: 'an', sort: 'name', page: 2, size: 20 });
    expect((screen.getByLabelText('Từ khoá') as HTMLInputElement).value).toBe('an');
  });

  it('a search writes only what differs from the defaults; Back restores the list and the fields', {
    timeout: 30_000,
  }, async () => {
    const { fetchPage, view, location, router } = setup();
    view('/things?page=3');
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    expect(fetchPage.mock.calls[0]![0]).toMatchObject({ page: 3 });

    const field = screen.getByLabelText('Từ khoá') as HTMLInputElement;
    await userEvent.type(field, 'bình{Enter}');
    await waitFor(() => expect(location()).toBe('/things?keyword=b%C3%ACnh'));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage.mock.calls[1]![0]).toMatchObject({ keyword: 'bình', page: 1, sort: '-name' });

    await router().navigate(-1);
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    expect(fetchPage.mock.calls[2]![0]).toMatchObject({ keyword: '', page: 3 });
    await waitFor(() => expect(field.value).toBe(''));
    expect(location()).toBe('/things?page=3');
  });

  it('a page change pushes the page; the default page leaves the URL', { timeout: 30_000 }, async () => {
    const { fetchPage, view, location, router } = setup();
    fetchPage.mockImplementation(async () => ({
      items: [{ id: 1, name: 'An' }],
      total: 45,
    }));
    view();
    await screen.findByText('An', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(location()).toBe('/things?page=2'));
    await userEvent.click(screen.getByRole('button', { name: 'Trang đầu' }));
    await waitFor(() => expect(location()).toBe('/things'));
    expect(fetchPage.mock.calls.map((c) => c[0].page)).toEqual([1, 2, 1]);
    await router().navigate(-1);
    await waitFor(() => expect(fetchPage.mock.calls.at(-1)![0].page).toBe(2));
  });
});

describe('ListScreen: the keyboard keeps its place', () => {
  it('Enter on ‘Tìm kiếm’ while a search runs keeps the focus on it (the button is not disabled)', {
    timeout: 30_000,
  }, async () => {
    const { fetchPage, view } = setup();
    view();
    await screen.findByText('An', {}, { timeout: 10_000 });
    let answer: () => void = () => {};
    fetchPage.mockImplementationOnce(
      () => new Promise((resolve) => (answer = () => resolve({ items: [{ id: 1, name: 'An' }], total: 1 }))),
    );
    const button = screen.getByRole('button', { name: 'Tìm kiếm' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('navigation', { name: 'Phân trang' }).getAttribute('aria-busy')).toBe('true');
    expect(button).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(button);
    answer();
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Phân trang' }).getAttribute('aria-busy')).toBeNull(),
    );
    expect(document.activeElement).toBe(button);
  });

  it('Escape in a criterion goes to the first row of the grid', { timeout: 30_000 }, async () => {
    const { view } = setup();
    view();
    await screen.findByText('An', {}, { timeout: 10_000 });
    const field = screen.getByLabelText('Từ khoá');
    field.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="row"]')?.getAttribute('row-index')).toBe('0'),
    );
  });

  it('‘Trang cuối’ pressed with Enter hands the focus to ‘Trang trước’ once it is disabled', {
    timeout: 30_000,
  }, async () => {
    const { fetchPage, view } = setup();
    fetchPage.mockImplementation(async () => ({ items: [{ id: 1, name: 'An' }], total: 45 }));
    view();
    await screen.findByText('An', {}, { timeout: 10_000 });
    const last = screen.getByRole('button', { name: 'Trang cuối' });
    last.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(last).toHaveProperty('disabled', true));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Trang trước' }));
    expect(fetchPage.mock.calls.at(-1)![0].page).toBe(3);
  });
});
