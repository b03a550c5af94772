import { describe, expect, it } from 'vitest';
import { toInternationalPhone, toLocalPhone } from './phone.ts';

describe('phone numbers (spec §5)', () => {
  it.each([
    ['0912345678', '+84912345678', '0912345678'],
    ['+84912345678', '+84912345678', '0912345678'],
    ['84912345678', '+84912345678', '0912345678'],
    ['912345678', '+84912345678', '0912345678'],
    [' 091 234-5678 ', '+84912345678', '0912345678'],
    ['0841234567', '+84841234567', '0841234567'],
    ['', '', ''],
  ])('%s -> %s / %s', (input, international, local) => {
    expect(toInternationalPhone(input)).toBe(international);
    expect(toLocalPhone(input)).toBe(local);
  });

  it('round-trips', () => {
    expect(toLocalPhone(toInternationalPhone('0987654321'))).toBe('0987654321');
    expect(toInternationalPhone(toLocalPhone('+84987654321'))).toBe('+84987654321');
  });
});
