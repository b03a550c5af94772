// The demo crew's names cover the common ones: 'nguyen van' in the palette must find employees (issue 19).
import { fold } from '@busops/domain';
import { describe, expect, it } from 'vitest';
import { crewName } from './crew-names.ts';

const names = (role: 'driver' | 'conductor', from: number, count: number) =>
  Array.from({ length: count }, (_, i) => crewName(role, from + i));

describe('crewName', () => {
  it('names a Nguyễn Văn driver among any 20 consecutive drivers from the start of the first turn', () => {
    expect(names('driver', 0, 20).filter((n) => n.startsWith('Nguyễn Văn '))).not.toEqual([]);
  });

  it('pairs every family with every middle name over the indexes, for both roles', () => {
    for (const role of ['driver', 'conductor'] as const) {
      const all = names(role, 0, 400);
      const pairs = new Set(all.map((n) => n.split(' ').slice(0, 2).join(' ')));
      expect(pairs.size).toBe(200);
      expect(all.some((n) => fold(n).startsWith('nguyen van '))).toBe(true);
    }
  });

  it('finds a Nguyễn Văn among the Phương Nam demo drivers (34 from index companyId * 7, company 1 or 2)', () => {
    expect(
      names('driver', 7, 34)
        .concat(names('driver', 14, 34))
        .some((n) => n.startsWith('Nguyễn Văn ')),
    ).toBe(true);
  });
});
