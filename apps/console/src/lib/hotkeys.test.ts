import { describe, expect, it, vi } from 'vitest';
import { bindHotkeys, IS_MAC, shortcutKeys } from './hotkeys';

describe('hotkeys', () => {
  it('labels shortcuts for <kbd>', () => {
    expect(shortcutKeys('g e')).toEqual(['G', 'E']);
    expect(shortcutKeys('[Shift]+?')).toEqual(['?']);
    expect(shortcutKeys('$mod+KeyK').at(-1)).toBe('K');
  });

  it('fires g-sequences from a focused grid cell but not while typing', () => {
    const handler = vi.fn();
    const unbind = bindHotkeys({ 'g e': handler });
    const cell = document.createElement('div');
    cell.setAttribute('role', 'gridcell');
    cell.tabIndex = 0;
    // A grid that stops propagation on its cells: the capture-phase binding still sees the keys.
    cell.addEventListener('keydown', (e) => e.stopPropagation());
    document.body.append(cell);
    for (const key of ['g', 'e']) {
      cell.dispatchEvent(
        new KeyboardEvent('keydown', { key, code: `Key${key.toUpperCase()}`, bubbles: true }),
      );
    }
    expect(handler).toHaveBeenCalledTimes(1);
    const input = document.createElement('input');
    document.body.append(input);
    for (const key of ['g', 'e']) {
      input.dispatchEvent(
        new KeyboardEvent('keydown', { key, code: `Key${key.toUpperCase()}`, bubbles: true }),
      );
    }
    expect(handler).toHaveBeenCalledTimes(1);
    unbind();
    cell.remove();
    input.remove();
  });
});

describe('useHotkeys ordering', () => {
  it('a sequence wins over a single key that ends it ("g e" vs "e")', async () => {
    const { renderHook } = await import('@testing-library/react');
    const { useHotkeys } = await import('./hotkeys');
    const single = vi.fn();
    const sequence = vi.fn();
    const { unmount } = renderHook(() => useHotkeys({ e: single, 'g e': sequence }));
    for (const key of ['g', 'e']) {
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', { key, code: `Key${key.toUpperCase()}`, bubbles: true }),
      );
    }
    expect(sequence).toHaveBeenCalledTimes(1);
    expect(single).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'e', code: 'KeyE', bubbles: true }));
    expect(single).toHaveBeenCalledTimes(1);
    unmount();
  });
});

describe('screen shortcuts under an overlay', () => {
  const press = (target: EventTarget, key: string) =>
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key, code: `Key${key.toUpperCase()}`, bubbles: true }),
    );

  it('a single key does not fire from a grid cell in an open Drawer, nor from the page behind it', async () => {
    const { render } = await import('@testing-library/react');
    const { createElement } = await import('react');
    const { Drawer } = await import('@blueprintjs/core');
    const handler = vi.fn();
    const unbind = bindHotkeys({ n: handler, '$mod+KeyK': handler });
    const { unmount, getByRole } = render(
      createElement(
        Drawer,
        { isOpen: true, title: 'Tuyến 01', transitionDuration: 0 },
        createElement('div', { role: 'gridcell', tabIndex: 0 }, 'Vé lượt'),
      ),
    );
    press(getByRole('gridcell'), 'n');
    press(document.body, 'n');
    expect(handler).not.toHaveBeenCalled();
    // Chords still work over an overlay (the palette opens from anywhere).
    getByRole('gridcell').dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'k',
        code: 'KeyK',
        ctrlKey: !IS_MAC,
        metaKey: IS_MAC,
        bubbles: true,
      }),
    );
    expect(handler).toHaveBeenCalledTimes(1);
    unmount();
    press(document.body, 'n');
    expect(handler).toHaveBeenCalledTimes(2);
    unbind();
  });

  it('a single key does not fire from an AG Grid cell being edited', () => {
    const handler = vi.fn();
    const unbind = bindHotkeys({ n: handler });
    const cell = document.createElement('div');
    cell.className = 'ag-cell ag-cell-inline-editing';
    cell.tabIndex = 0;
    document.body.append(cell);
    press(cell, 'n');
    expect(handler).not.toHaveBeenCalled();
    unbind();
    cell.remove();
  });
});
