import { describe, expect, it, vi } from 'vitest';
import { bindHotkeys, shortcutKeys } from './hotkeys';

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
