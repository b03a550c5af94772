import { describe, expect, it } from 'vitest';
import { bearingStep, busRadius } from './bus-layer';
import { busTooltipText, stopLabelPriority, stopTooltipText, visibleLabels } from './map-labels';

describe('map texts and marks', () => {
  it('labels stops with their order and stale buses as such', () => {
    expect(stopTooltipText({ name: 'Bến Thành', order: 3 })).toBe('3. Bến Thành');
    expect(stopTooltipText({ name: 'Bến Thành' })).toBe('Bến Thành');
    expect(busTooltipText('51B-123.45', true)).toBe('51B-123.45 · vị trí cũ');
    expect(busTooltipText('51B-123.45', false)).toBe('51B-123.45');
  });

  it('snaps bearings to 10-degree sprites and sizes dots by zoom', () => {
    const rad = (d: number) => (d * Math.PI) / 180;
    expect(bearingStep(rad(0))).toBe(0);
    expect(bearingStep(rad(94))).toBe(9);
    expect(bearingStep(rad(356))).toBe(0);
    expect(bearingStep(rad(-90))).toBe(27);
    expect(busRadius(12)).toBeLessThan(busRadius(16));
  });
});

describe('stop labels that collide', () => {
  const box = (key: string, x: number, y: number, priority = 1) => ({
    key,
    x,
    y,
    width: 80,
    height: 16,
    priority,
  });
  it('hides a label overlapping one already placed, terminals first', () => {
    const shown = visibleLabels([box('2', 0, 0), box('3', 40, 8), box('1', 10, 4, 2), box('4', 200, 0)]);
    // '1' (a terminal) wins over '2' and '3' that it overlaps; '4' stands apart.
    expect([...shown].sort()).toEqual(['1', '4']);
    expect(visibleLabels([box('a', 0, 0), box('b', 0, 16)]).size).toBe(2);
  });
  it('ranks the first and last stop of a line as terminals', () => {
    expect(stopLabelPriority(1, 12)).toBe(2);
    expect(stopLabelPriority(12, 12)).toBe(2);
    expect(stopLabelPriority(5, 12)).toBe(1);
    expect(stopLabelPriority(undefined, 12)).toBe(1);
  });
});
