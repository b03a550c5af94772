import { describe, expect, it, vi } from 'vitest';
import { moveItem, ReorderSaver } from './stop-order';

describe('moveItem', () => {
  it('moves an item up and down and refuses to move past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual({ list: ['a', 'c', 'b'], index: 2 });
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual({ list: ['b', 'a', 'c'], index: 0 });
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toBeNull();
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toBeNull();
  });
});

describe('ReorderSaver', () => {
  it('sends one stop-map request with the last order after several quick moves', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async (_ids: number[]) => undefined);
    const saver = new ReorderSaver(save, 600);
    saver.schedule([2, 1, 3]);
    vi.advanceTimersByTime(300);
    saver.schedule([2, 3, 1]);
    vi.advanceTimersByTime(300);
    saver.schedule([3, 2, 1]);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith([3, 2, 1]);
    vi.useRealTimers();
  });

  it('flushes at once on demand and does nothing when nothing is pending', async () => {
    const save = vi.fn(async (_ids: number[]) => undefined);
    const saver = new ReorderSaver(save, 10_000);
    await saver.flush();
    expect(save).not.toHaveBeenCalled();
    saver.schedule([1, 2]);
    expect(saver.hasPending).toBe(true);
    await saver.flush();
    expect(save).toHaveBeenCalledWith([1, 2]);
    expect(saver.hasPending).toBe(false);
    saver.schedule([2, 1]);
    saver.cancel();
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
  });
});
