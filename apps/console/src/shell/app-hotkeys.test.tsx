// A shortcut decides from the selection as it is when the key is pressed, not as the command context
// last rendered it: the grid publishes a row the focus just reached before React renders again, and `i`
// pressed at once must find it (monthly-tickets e2e: `i` right after Escape put the focus on a row
// opened no receipt, now and then).
import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandContextReact } from '../commands/context';
import { clearRegistry, registerCommands } from '../commands/registry';
import { clearSelection, setSelection } from '../commands/selection';
import type { CommandContext } from '../commands/types';
import { AppHotkeys } from './app-hotkeys';

const staleCtx: CommandContext = {
  principal: { role: 1, isSuper: true },
  navigate: vi.fn(),
  pathname: '/things',
  selection: { entity: null, noun: '', rows: [] },
  openModal: vi.fn(),
  closeModal: vi.fn(),
};

afterEach(() => {
  clearRegistry();
  clearSelection();
});

/** A row command on `i` for the rows of 'thing', and the hotkeys mounted on a context with no selection. */
function mountReceiptKey() {
  const run = vi.fn();
  registerCommands([
    { id: 'things.receipt', title: 'In biên lai', group: 'actions', shortcut: 'i', selection: 'thing', run },
  ]);
  render(
    <CommandContextReact.Provider value={staleCtx}>
      <AppHotkeys />
    </CommandContextReact.Provider>,
  );
  return run;
}

describe('AppHotkeys', () => {
  it('runs a row key on the row published after the context last rendered', () => {
    const run = mountReceiptKey();
    setSelection('thing', 'mục', [{ id: 7 }]); // the grid, on the focus's arrival; no render since
    fireEvent.keyDown(document.body, { key: 'i', code: 'KeyI' });
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![0].selection.rows).toEqual([{ id: 7 }]);
  });

  it('does nothing when no row is selected or focused', () => {
    const run = mountReceiptKey();
    fireEvent.keyDown(document.body, { key: 'i', code: 'KeyI' });
    expect(run).not.toHaveBeenCalled();
  });
});
