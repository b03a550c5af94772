import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { recordLink, useRecordLink } from './use-record-link';

type Load = (id: number) => Promise<{ id: number; name: string }>;

function Screen({ load, open }: { load: Load; open: (record: unknown) => void }) {
  useRecordLink(load, open);
  return null;
}

function setup(url: string) {
  const load = vi.fn<Load>(async (id) => ({ id, name: `Bản ghi ${id}` }));
  const open = vi.fn();
  const router = createMemoryRouter([{ path: '/employee', element: <Screen load={load} open={open} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { load, open, router };
}

describe('useRecordLink: ?id=<id> opens one record', () => {
  it('loads the record, opens it, and drops the parameter (a reload does not open it again)', async () => {
    const { load, open, router } = setup(recordLink('/employee', 12));
    await waitFor(() => expect(open).toHaveBeenCalledWith({ id: 12, name: 'Bản ghi 12' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('');
  });

  it.each(['/employee', '/employee?id=abc', '/employee?id=0', '/employee?id=-3', '/employee?id=1.5'])(
    'ignores %s',
    async (url) => {
      // render() flushes the effects: a valid id would have started its load already.
      const { load, router } = setup(url);
      expect(router.state.location.search).toBe(url.includes('?') ? url.slice(url.indexOf('?')) : '');
      expect(load).not.toHaveBeenCalled();
    },
  );
});
