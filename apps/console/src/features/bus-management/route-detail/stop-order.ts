// The order of a line's stops while it is edited from the keyboard: Alt+Up/Down moves the focused stop
// locally at once, and the new order is saved with ONE stop-map request after the moves stop for a short
// while (or on demand), however many moves came before it.

/** The list with item `index` moved by `delta` (-1 up, +1 down), and where it went; null at an end. */
export function moveItem<T>(
  list: readonly T[],
  index: number,
  delta: -1 | 1,
): { list: T[]; index: number } | null {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return null;
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return { list: next, index: to };
}

export interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Waits `delayMs` after the last `schedule` and sends the last order given, once. */
export class ReorderSaver {
  private pending: number[] | null = null;
  private timer: unknown = null;

  constructor(
    private readonly save: (stopIds: number[]) => Promise<void>,
    private readonly delayMs = 600,
    private readonly timers: Timers = realTimers,
  ) {}

  schedule(stopIds: number[]): void {
    this.pending = stopIds;
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = this.timers.set(() => void this.flush(), this.delayMs);
  }

  get hasPending(): boolean {
    return this.pending !== null;
  }

  /** Sends the pending order now (Save, or before another change of the line); nothing pending: nothing. */
  async flush(): Promise<void> {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    const stopIds = this.pending;
    this.pending = null;
    if (stopIds) await this.save(stopIds);
  }

  /** Drops what is pending (the line was closed or reloaded). */
  cancel(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.pending = null;
  }
}
