import { describe, expect, it } from 'vitest';
import { isVietnamesePhone, toInternationalPhone, toLocalPhone } from './phone.ts';

describe('phone numbers (spec §5)', () => {
  it.each([
    ['0912345678', '+84912345678'],
    ['84912345678', '+84912345678'],
    ['+84912345678', '+84912345678'],
    ['0912 345 678', '+84912345678'],
    ['0912.345.678', '+84912345678'],
    [' +84 912-345-678 ', '+84912345678'],
    ['02438123456', '+842438123456'],
  ])('international %s -> %s', (input, expected) => {
    expect(toInternationalPhone(input)).toBe(expected);
  });

  it.each([
    ['+84912345678', '0912345678'],
    ['84912345678', '0912345678'],
    ['0912345678', '0912345678'],
    ['+84 912 345 678', '0912345678'],
  ])('local %s -> %s', (input, expected) => {
    expect(toLocalPhone(input)).toBe(expected);
  });

  it('leaves other input trimmed', () => {
    expect(toInternationalPhone('  admin ')).toBe('admin');
    expect(toInternationalPhone('+14155550100')).toBe('+14155550100');
    expect(toLocalPhone(' 12345 ')).toBe('12345');
    expect(toInternationalPhone('')).toBe('');
  });

  it("accepts what the contract's Phone accepts, and refuses 10-digit landlines as the API does", () => {
    expect(isVietnamesePhone('0912345678')).toBe(true);
    expect(isVietnamesePhone('+84 389 123 456')).toBe(true);
    expect(isVietnamesePhone('84912345678')).toBe(true);
    expect(isVietnamesePhone('02438123456')).toBe(false);
    expect(isVietnamesePhone('+842438123456')).toBe(false);
    expect(isVietnamesePhone('0012345678')).toBe(false);
    expect(isVietnamesePhone('091234567')).toBe(false);
    expect(isVietnamesePhone('+14155550100')).toBe(false);
  });
});
