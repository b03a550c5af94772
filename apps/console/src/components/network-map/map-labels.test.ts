import { describe, expect, it } from 'vitest';
import { bearingStep, busRadius } from './bus-layer';
import { busTooltipText, stopTooltipText } from './map-labels';

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
