// The palette ranks its groups by their best match, and a dialog opened by the chosen command keeps the
// focus on its first field (found by the browser tests, e2e/companies.e2e.ts).
import { Dialog, DialogBody } from '@blueprintjs/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandContextReact } from '../commands/context';
import { clearRecordSearchers } from '../commands/record-search';
import { clearRegistry, registerCommands } from '../commands/registry';
import { defineScreen } from '../commands/screens';
import type { CommandContext } from '../commands/types';
import { CommandPalette } from './command-palette';
import { closePalette, openPalette } from './palette.store';
import { PaletteBody } from './palette-body';

const ctx = (over: Partial<CommandContext> = {}): CommandContext => ({
  principal: { role: 1, isSuper: true },
  navigate: vi.fn(),
  pathname: '/company',
  selection: { entity: null, noun: '', rows: [] },
  openModal: vi.fn(),
  closeModal: vi.fn(),
  ...over,
});

const selectedTitle = () =>
  document.querySelector('[cmdk-item][aria-selected="true"] .busops-palette-title')?.textContent;

afterEach(() => {
  act(() => closePalette());
  clearRegistry();
  clearRecordSearchers();
});

describe('palette ranking', () => {
  it('puts the best match first across groups: "sua" chooses the selected row’s edit, not a screen', async () => {
    registerCommands([
      defineScreen({
        path: '/setting-bill',
        title: 'Cấu hình hoá đơn',
        keywords: ['cau hinh hoa don', 'hoa don dien tu', 'invoice', 'bill', 'setting'],
        load: async () => ({ default: () => null }),
      }),
      {
        id: 'companies.edit',
        title: (c) => `Sửa công ty ${(c.selection.rows[0] as { name: string }).name}`,
        keywords: ['sua', 'cap nhat', 'edit'],
        group: 'actions',
        selection: 'company',
        run: () => {},
      },
    ]);
    render(
      <CommandContextReact.Provider
        value={ctx({
          selection: { entity: 'company', noun: 'công ty', rows: [{ name: 'Xe buýt Phương Nam' }] },
        })}
      >
        <PaletteBody startCommandId={null} />
      </CommandContextReact.Provider>,
    );
    await userEvent.type(screen.getByRole('combobox'), 'sua');
    // Both match ('s…u…a' is found in the screen's keywords too), the edit much better.
    expect(screen.getByText('Cấu hình hoá đơn')).toBeTruthy();
    await waitFor(() => expect(selectedTitle()).toBe('Sửa công ty Xe buýt Phương Nam'));
    const titles = screen.getAllByRole('option').map((o) => o.textContent ?? '');
    expect(titles[0]).toContain('Sửa công ty');
  });
});

/** A screen with a row to come back to, the palette, and a dialog a command opens. */
function Screen() {
  const [open, setOpen] = useState(false);
  const value = ctx({ openModal: () => setOpen(true) });
  return (
    <CommandContextReact.Provider value={value}>
      <button type="button">Dòng của lưới</button>
      <CommandPalette />
      <Dialog isOpen={open} title="Sửa bản ghi" onClose={() => setOpen(false)} autoFocus enforceFocus>
        <DialogBody>
          <input aria-label="Trường đầu" autoFocus />
        </DialogBody>
      </Dialog>
    </CommandContextReact.Provider>
  );
}

describe('palette focus', () => {
  const register = () =>
    registerCommands([
      { id: 'x.edit', title: 'Sửa bản ghi', group: 'actions', run: (c) => c.openModal('x') },
    ]);

  async function openFromPalette() {
    act(() => openPalette());
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(document.activeElement).toBe(input));
    await userEvent.type(input, 'sua ban ghi{Enter}');
    const field = await screen.findByRole('textbox', { name: 'Trường đầu' });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    // The palette's exit and Blueprint's animation frames are over (two frames: Blueprint focuses in one):
    // the field still has the focus.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(document.activeElement).toBe(field);
  }

  it('a dialog opened by the chosen command keeps its first field focused, the second time too', async () => {
    register();
    render(<Screen />);
    screen.getByRole('button', { name: 'Dòng của lưới' }).focus();
    await openFromPalette();
    // Closed, then opened again: its overlay is mounted already and the field takes the focus at once,
    // while the palette would still enforce its own.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Trường đầu' })).toBeNull());
    screen.getByRole('button', { name: 'Dòng của lưới' }).focus();
    await openFromPalette();
  });

  it('closed with Escape, it gives the focus back to where it was', async () => {
    register();
    render(<Screen />);
    const row = screen.getByRole('button', { name: 'Dòng của lưới' });
    row.focus();
    act(() => openPalette());
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(document.activeElement).toBe(input));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(row));
  });
});
