import { describe, expect, it } from 'vitest';
import { isStalePosition, STALE_AFTER_MS } from './position-staleness.ts';

describe('stale positions', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('is stale after 60 s (the contract of listVehiclePositions), fresh up to it', () => {
    expect(STALE_AFTER_MS).toBe(60_000);
    expect(isStalePosition(now - 59_000, now)).toBe(false);
    expect(isStalePosition(new Date(now - 60_000), now)).toBe(false);
    expect(isStalePosition('2026-11-23T09:58:59Z', now)).toBe(true);
    expect(isStalePosition(now - 5_000, now, 3_000)).toBe(true);
  });

  it('treats an unknown or unreadable report time as stale', () => {
    expect(isStalePosition(null, now)).toBe(true);
    expect(isStalePosition(undefined, now)).toBe(true);
    expect(isStalePosition('hôm qua', now)).toBe(true);
  });
});
