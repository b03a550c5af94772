import * as L from 'leaflet';
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  defaultFitTarget,
  fitBounds,
  fitKey,
  isValidPosition,
  pickedFromClick,
  toLatLngs,
  worldSize,
  worldX,
  worldY,
} from './projection';

describe('Web Mercator as plain arithmetic', () => {
  it('matches Leaflet pixel for pixel (EPSG:3857 at several zooms)', () => {
    for (const [lat, lng] of [
      [10.7769, 106.7009],
      [21.0285, 105.8542],
      [-33.86, 151.2],
      [89, -179.9],
    ] as const) {
      for (const zoom of [0, 12, 18]) {
        const expected = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), zoom);
        expect(worldX(lng) * worldSize(zoom)).toBeCloseTo(expected.x, 6);
        expect(worldY(lat) * worldSize(zoom)).toBeCloseTo(expected.y, 6);
      }
    }
  });
});

describe('bounds and fitting', () => {
  const lines = [
    {
      id: 1,
      coordinates: [
        [106.6, 10.7],
        [106.8, 10.9],
      ] as [number, number][],
    },
  ];
  const stops = [
    { id: 's1', name: 'A', lng: 106.5, lat: 10.75 },
    { id: 's2', name: 'B', lng: 106.7, lat: 10.8 },
  ];

  it('ignores invalid points, including the (0, 0) of a device without a fix', () => {
    expect(
      boundsOf([
        { lng: 0, lat: 0 },
        { lng: Number.NaN, lat: 1 },
        { lng: 200, lat: 1 },
      ]),
    ).toBeNull();
    expect(
      boundsOf([
        { lng: 106, lat: 10 },
        { lng: 0, lat: 0 },
        { lng: 107, lat: 11 },
      ]),
    ).toEqual({
      west: 106,
      south: 10,
      east: 107,
      north: 11,
    });
    expect(isValidPosition(106.7, 10.7)).toBe(true);
    expect(isValidPosition(106.7, 95)).toBe(false);
  });

  it("fits 'lines' to the shapes and the stops together", () => {
    expect(fitBounds('lines', { lines, stops })).toEqual({
      west: 106.5,
      south: 10.7,
      east: 106.8,
      north: 10.9,
    });
    expect(fitBounds('stops', { lines, stops })).toEqual({
      west: 106.5,
      south: 10.75,
      east: 106.7,
      north: 10.8,
    });
    expect(fitBounds('none', { lines, stops })).toBeNull();
  });

  it('defaults to the most stable data given', () => {
    expect(defaultFitTarget(lines, stops, [])).toBe('lines');
    expect(defaultFitTarget([{ id: 1, coordinates: [] }], stops, [])).toBe('stops');
    expect(defaultFitTarget([], [], [{ id: 1, label: 'x', lng: 106, lat: 10 }])).toBe('buses');
    expect(defaultFitTarget(undefined, undefined, undefined)).toBe('none');
  });

  it('keys a fit by the ids of the fitted lines and stops, never by the buses', () => {
    const key = fitKey('lines', lines, stops);
    expect(fitKey('lines', [{ ...lines[0]!, color: 'red' }], [...stops])).toBe(key);
    expect(fitKey('lines', [{ ...lines[0]!, id: 2 }], stops)).not.toBe(key);
    expect(fitKey('stops', lines, stops.slice(1))).not.toBe(fitKey('stops', lines, stops));
    expect(fitKey('buses', lines, stops)).toBe('buses');
  });
});

describe('picking and conversion', () => {
  it('rounds a clicked point to 6 decimals and wraps its longitude', () => {
    expect(pickedFromClick(106.70091234567, 10.77691234567)).toEqual({ lng: 106.700912, lat: 10.776912 });
    expect(pickedFromClick(466.7, 10)).toEqual({ lng: 106.7, lat: 10 });
    expect(pickedFromClick(-253.3, 10)).toEqual({ lng: 106.7, lat: 10 });
  });

  it("turns [lng, lat] into Leaflet's [lat, lng], dropping invalid points", () => {
    expect(
      toLatLngs([
        [106.7, 10.7],
        [0, 0],
        [106.8, 10.8],
      ]),
    ).toEqual([
      [10.7, 106.7],
      [10.8, 106.8],
    ]);
  });
});
