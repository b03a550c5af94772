// Renders one small grid off screen, once, while the shell is idle (shell/prefetch.ts), then removes it.
//
// Why: the first grid of a page pays for more than downloading AG Grid. Its code runs for the first time
// (V8 compiles each function on its first call), its theme CSS is injected and the whole page's styles are
// recalculated, and it measures its CSS sizes. Profiled on /employee: AG Grid's first render took 55-80 ms
// of JS after the data had arrived. Done ahead, while the user looks at /menu, that work is off the path
// from a click to the first row. Columns use the same renderers as the screens (the money and date
// columns); the rows are made up and never shown (the host is off screen and aria-hidden). No `selection`:
// the grid would publish it to the command context of the screen the user is on.
import { createRoot } from 'react-dom/client';
import { dateColumn, moneyColumn } from './columns';
import DataGrid from './data-grid';

interface WarmRow {
  id: number;
  name: string;
  amount: number;
  created_at: string;
}

const rows: WarmRow[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  name: `Dòng ${i + 1}`,
  amount: 1000 * i,
  created_at: '2026-01-01T00:00:00Z',
}));

let done = false;

/** Mounts the warm-up grid, waits for its rows to render, unmounts it. Once per page; resolves when done. */
export function warmUpGrid(): Promise<void> {
  if (done || typeof document === 'undefined') return Promise.resolve();
  done = true;
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:fixed;left:-10000px;top:0;width:900px;height:600px;visibility:hidden';
  document.body.appendChild(host);
  const root = createRoot(host);
  return new Promise<void>((resolve) => {
    const finish = () => {
      observer.disconnect();
      clearTimeout(timeout);
      root.unmount();
      host.remove();
      resolve();
    };
    // Done once a body row shows its text (the renderers have run); never kept around longer than 3 s.
    const observer = new MutationObserver(() => {
      if (host.querySelector('.ag-row .ag-cell')?.textContent) {
        observer.disconnect();
        requestAnimationFrame(finish);
      }
    });
    observer.observe(host, { subtree: true, childList: true, characterData: true });
    const timeout = setTimeout(finish, 3000);
    root.render(
      <DataGrid<WarmRow>
        gridId="warm-up"
        rows={rows}
        columns={[
          { field: 'name', headerName: 'Tên', flex: 1 },
          moneyColumn<WarmRow>('amount', 'Số tiền'),
          dateColumn<WarmRow>('created_at', 'Ngày tạo'),
        ]}
        getRowId={(row) => String(row.id)}
        moneyFields={['amount']}
      />,
    );
  });
}
