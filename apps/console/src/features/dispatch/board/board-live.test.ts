import { describe, expect, it } from 'vitest';
import { concernsBoard } from './board-live';

describe('live trips events', () => {
  it("concern the board's day, and its route when it shows one", () => {
    const event = { dates: ['2026-11-23'], routeIds: [5, 7] };
    expect(concernsBoard(event, '2026-11-23', null)).toBe(true);
    expect(concernsBoard(event, '2026-11-23', 7)).toBe(true);
    expect(concernsBoard(event, '2026-11-23', 8)).toBe(false);
    expect(concernsBoard(event, '2026-11-24', null)).toBe(false);
  });
  it('an event that cannot be read reloads anyway', () => {
    expect(concernsBoard({}, '2026-11-23', 5)).toBe(true);
  });
});
