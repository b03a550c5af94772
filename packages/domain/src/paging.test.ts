import { describe, expect, it } from 'vitest';
import { fromServerPage, toServerPage } from './paging.ts';

describe('paging (spec §5)', () => {
  it.each([
    [1, 0],
    [2, 1],
    [10, 9],
    [0, 0],
    [2.7, 1],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('screen page %s -> server page %s', (page, server) => {
    expect(toServerPage(page)).toBe(server);
  });

  it.each([
    [0, 1],
    [4, 5],
    [null, 1],
    [undefined, 1],
    [-3, 1],
  ])('server page %s -> screen page %s', (server, page) => {
    expect(fromServerPage(server)).toBe(page);
  });
});
