import { describe, expect, it } from 'vitest';
import { BusStore } from './bus-store';
import type { MapBus } from './network-map.types';
import { worldX, worldY } from './projection';

const bus = (id: number, lng: number, lat: number, extra: Partial<MapBus> = {}): MapBus => ({
  id,
  label: `51B-${id}`,
  lng,
  lat,
  ...extra,
});

describe('BusStore', () => {
  it('projects on arrival, moves known ids in place and grows past its capacity', () => {
    const store = new BusStore(2);
    store.setAll([bus(1, 106.7, 10.7), bus(2, 106.8, 10.8)]);
    store.upsert([bus(2, 106.9, 10.9, { bearing: 90 }), bus(3, 106.6, 10.6)]);
    expect(store.count).toBe(3);
    const slot = store.slotOf(2)!;
    expect(store.x[slot]).toBeCloseTo(worldX(106.9), 12);
    expect(store.y[slot]).toBeCloseTo(worldY(10.9), 12);
    expect(store.bearing[slot]).toBeCloseTo(Math.PI / 2, 6);
    expect(Number.isNaN(store.bearing[store.slotOf(1)!]!)).toBe(true);
    expect([...store.positions()]).toHaveLength(3);
  });

  it('removes by swapping the last bus in, keeping ids and slots consistent', () => {
    const store = new BusStore();
    store.setAll([bus(1, 106.1, 10.1), bus(2, 106.2, 10.2), bus(3, 106.3, 10.3)]);
    store.remove([1, 99]);
    expect(store.count).toBe(2);
    expect(store.slotOf(1)).toBeUndefined();
    const slot = store.slotOf(3)!;
    expect(store.ids[slot]).toBe(3);
    expect(store.lng[slot]).toBe(106.3);
    expect(store.labels[slot]).toBe('51B-3');
  });

  it('marks buses stale and fresh again without moving them', () => {
    const store = new BusStore();
    store.setAll([bus(1, 106.1, 10.1), bus(2, 106.2, 10.2, { stale: true })]);
    expect(store.isStale(store.slotOf(2)!)).toBe(true);
    const version = store.version;
    store.setStale([1], true);
    store.setStale([2], false);
    expect(store.isStale(store.slotOf(1)!)).toBe(true);
    expect(store.isStale(store.slotOf(2)!)).toBe(false);
    expect(store.lng[store.slotOf(1)!]).toBe(106.1);
    expect(store.version).toBeGreaterThan(version);
  });

  it('selects by the prop or by the bus flag; a bus without a position is never drawn or hit', () => {
    const store = new BusStore();
    store.setAll([bus(1, 106.1, 10.1), bus(2, 106.2, 10.2, { selected: true }), bus(3, 0, 0)]);
    expect(store.selectedSlot()).toBe(store.slotOf(2));
    store.setSelectedId(1);
    expect(store.selectedSlot()).toBe(store.slotOf(1));
    expect(store.isDrawable(store.slotOf(3)!)).toBe(false);
    expect(store.nearest(worldX(0), worldY(0), 1e-3)).toBe(-1);
  });

  it('hit-tests the nearest bus within reach, the selected one first', () => {
    const store = new BusStore();
    store.setAll([bus(1, 106.7, 10.7), bus(2, 106.7001, 10.7)]);
    const reach = Math.abs(worldX(106.7002) - worldX(106.7));
    expect(store.ids[store.nearest(worldX(106.70009), worldY(10.7), reach)]).toBe(2);
    expect(store.nearest(worldX(106.8), worldY(10.7), reach)).toBe(-1);
    store.setSelectedId(1);
    expect(store.ids[store.nearest(worldX(106.70009), worldY(10.7), reach)]).toBe(1);
  });
});
