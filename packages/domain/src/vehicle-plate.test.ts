import { describe, expect, it } from 'vitest';
import { normalizePlate } from './vehicle-plate.ts';

describe('normalizePlate', () => {
  it.each([
    ['51B12345', '51B-123.45'],
    ['51b-123.45', '51B-123.45'],
    ['51B-123.45', '51B-123.45'],
    [' 51B 12345 ', '51B-123.45'],
    ['29ld-012.34', '29LD-012.34'],
    ['51B-1234', '51B-1234'],
    ['51b1234', '51B-1234'],
  ])('prints %s as %s', (typed, printed) => expect(normalizePlate(typed)).toBe(printed));

  it('leaves what is not a plate as typed (the contract refuses it)', () => {
    expect(normalizePlate(' xe 12 ')).toBe('xe 12');
  });
});
