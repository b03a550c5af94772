// The Enter that chooses a palette entry must not also press what the chosen command opens: the command
// runs once that Enter is released (palette.store.ts), so its keypress and keyup land before the dialog.
import { describe, expect, it, vi } from 'vitest';
import { closePaletteThen, runAfterClose } from './palette.store';

const key = (type: 'keydown' | 'keyup') =>
  window.dispatchEvent(new KeyboardEvent(type, { key: 'Enter', bubbles: true }));

describe('a command chosen with Enter', () => {
  it('runs a task after the Enter is released, not while it is held', async () => {
    const run = vi.fn();
    key('keydown');
    closePaletteThen(run);
    runAfterClose();
    await new Promise((r) => setTimeout(r, 10));
    expect(run).not.toHaveBeenCalled();
    key('keyup');
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('runs at once when no Enter is held (a click), and at the latest a second after a lost keyup', async () => {
    const clicked = vi.fn();
    closePaletteThen(clicked);
    runAfterClose();
    expect(clicked).toHaveBeenCalledTimes(1);
    vi.useFakeTimers();
    try {
      const stuck = vi.fn();
      key('keydown');
      closePaletteThen(stuck);
      runAfterClose();
      vi.advanceTimersByTime(999);
      expect(stuck).not.toHaveBeenCalled();
      vi.advanceTimersByTime(2);
      expect(stuck).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
