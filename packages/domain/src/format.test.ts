import { describe, expect, it } from 'vitest';
import {
  businessDay,
  formatBytes,
  formatCoordinates,
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  formatNumber,
  formatPhone,
  formatVnd,
  parseDate,
  parseDay,
  parseMonth,
} from './format.ts';

describe('formatVnd', () => {
  it.each([
    [1234567.5, '1.234.568 ₫'],
    [1234567.4, '1.234.567 ₫'],
    [0, '0 ₫'],
    [999, '999 ₫'],
    [1000, '1.000 ₫'],
    [-1000, '-1.000 ₫'],
    [-0.4, '0 ₫'],
    [-0, '0 ₫'],
    [-1234.5, '-1.235 ₫'],
    [12345678901234, '12.345.678.901.234 ₫'],
    [1e21, '1.000.000.000.000.000.000.000 ₫'],
    [123456789012345678901234567890n, '123.456.789.012.345.678.901.234.567.890 ₫'],
    [-5000n, '-5.000 ₫'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%s -> %j', (n, expected) => {
    expect(formatVnd(n)).toBe(expected);
  });

  it('puts a plain space (U+0020) before the sign', () => {
    expect(formatVnd(1000).at(-2)).toBe('\u0020');
  });
});

describe('formatNumber', () => {
  it.each([
    [1234567, 0, '1.234.567'],
    [1234.5, 0, '1.235'],
    [1234.5, 2, '1.234,5'],
    [1234.567, 2, '1.234,57'],
    [0.1, 2, '0,1'],
    [-0.001, 2, '0'],
    [-1234.25, 1, '-1.234,3'],
    [100, 2, '100'],
    [10n, 2, '10'],
    [null, 0, ''],
  ] as const)('%s with %i decimals -> %j', (n, digits, expected) => {
    expect(formatNumber(n, digits)).toBe(expected);
  });
});

describe('dates in Asia/Ho_Chi_Minh (UTC+7)', () => {
  it.each([
    ['2024-01-01T16:59:00Z', '01/01/2024', '01/01/2024 23:59', '2024-01-01'],
    ['2024-01-01T17:00:00Z', '02/01/2024', '02/01/2024 00:00', '2024-01-02'],
    ['2023-12-31T17:00:00.000Z', '01/01/2024', '01/01/2024 00:00', '2024-01-01'],
    ['2024-02-29T05:07:00+07:00', '29/02/2024', '29/02/2024 05:07', '2024-02-29'],
    ['2024-07-15T12:30:00Z', '15/07/2024', '15/07/2024 19:30', '2024-07-15'],
  ])('%s -> %s / %s / %s', (iso, date, dateTime, day) => {
    for (const input of [iso, new Date(iso), Date.parse(iso)]) {
      expect(formatDate(input)).toBe(date);
      expect(formatDateTime(input)).toBe(dateTime);
      expect(businessDay(input)).toBe(day);
    }
  });

  it('does not depend on the machine timezone', () => {
    const before = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        expect(formatDateTime('2024-03-10T16:30:00Z')).toBe('10/03/2024 23:30');
        expect(businessDay('2024-03-10T17:30:00Z')).toBe('2024-03-11');
      }
    } finally {
      process.env.TZ = before;
    }
  });

  it.each([null, undefined, '', 'not a date', Number.NaN, new Date(Number.NaN)])('%s -> empty', (d) => {
    expect(formatDate(d)).toBe('');
    expect(formatDateTime(d)).toBe('');
    expect(businessDay(d ?? '')).toBe('');
  });
});

describe('parseDate', () => {
  it.each([
    ['02/01/2024', '2024-01-01T17:00:00.000Z'],
    ['01/01/2024', '2023-12-31T17:00:00.000Z'],
    ['29/02/2024', '2024-02-28T17:00:00.000Z'],
    ['1/2/2024', '2024-01-31T17:00:00.000Z'],
    [' 31/12/2024 ', '2024-12-30T17:00:00.000Z'],
    ['15/06/0050', '0050-06-14T17:00:00.000Z'],
  ])('%s -> %s', (s, iso) => {
    expect(parseDate(s)?.toISOString()).toBe(iso);
  });

  it.each([
    '31/02/2024',
    '29/02/2023',
    '00/01/2024',
    '01/13/2024',
    '2024-01-01',
    '1/1/24',
    '',
    null,
    undefined,
  ])('%s is rejected', (s) => {
    expect(parseDate(s)).toBeNull();
  });

  it('round-trips with formatDate and businessDay', () => {
    for (const s of ['01/01/2024', '29/02/2024', '31/12/2030']) {
      const d = parseDate(s);
      expect(d).not.toBeNull();
      expect(formatDate(d)).toBe(s);
      expect(formatDateTime(d)).toBe(`${s} 00:00`);
    }
    expect(businessDay(parseDate('05/09/2025')!)).toBe('2025-09-05');
  });
});

describe('calendar days and months, the Vietnamese way', () => {
  it('shows an API day as dd/MM/yyyy and reads it back', () => {
    expect(formatDay('2026-10-31')).toBe('31/10/2026');
    expect(formatDay(null)).toBe('');
    expect(parseDay('31/10/2026')).toBe('2026-10-31');
    expect(parseDay('1/2/2026')).toBe('2026-02-01');
    expect(parseDay('29/02/2028')).toBe('2028-02-29');
  });

  it.each(['31/02/2026', '2026-10-31', '10/31/2026', '', '00/01/2026'])('refuses %j as a day', (s) => {
    expect(parseDay(s)).toBeNull();
  });

  it('shows an API month as MM/yyyy and reads it back', () => {
    expect(formatMonth('2026-06')).toBe('06/2026');
    expect(parseMonth('6/2026')).toBe('2026-06');
    expect(parseMonth('06/2026')).toBe('2026-06');
    expect(parseMonth('13/2026')).toBeNull();
    expect(parseMonth('2026-06')).toBeNull();
  });
});

describe('formatCoordinates', () => {
  it('writes decimal commas and separates the two numbers with a semicolon', () => {
    expect(formatCoordinates(10.8437, 106.6135)).toBe('10,8437; 106,6135');
    expect(formatCoordinates(10.7721004, 106.6983)).toBe('10,7721; 106,6983');
    expect(formatCoordinates(-33.5, 151)).toBe('-33,5; 151');
    expect(formatCoordinates(null, 1)).toBe('');
  });
});

describe('formatPhone', () => {
  it('shows every stored form in the local 0… form', () => {
    expect(formatPhone('+84973123456')).toBe('0973123456');
    expect(formatPhone('0975123456')).toBe('0975123456');
    expect(formatPhone('84912345678')).toBe('0912345678');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1536, '1,5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [20 * 1024 * 1024 * 1024, '20 GB'],
  ])('%d -> %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
