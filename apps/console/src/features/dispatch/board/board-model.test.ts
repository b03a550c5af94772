import { addDays } from '@busops/domain';
import { describe, expect, it } from 'vitest';
import {
  boardOriginOf,
  boardSearch,
  clockTime,
  conflictSummary,
  countTitle,
  extendSelection,
  fieldChangeText,
  instantAt,
  instantNear,
  keepExisting,
  matchPeople,
  matchRoutes,
  type RouteTrip,
  readBoardParams,
  splitConflicts,
  staleMessage,
  statusCounts,
  type TripConflict,
  todayVn,
  toggleCode,
} from './board-model';

const trip = (code: string, status: RouteTrip['status']) => ({ code, status }) as RouteTrip;
const finding = (severity: 'error' | 'warning', message: string) =>
  ({ trip_code: 'A', code: 'driver_overlap', severity, message, other_trip_code: null }) as TripConflict;

describe('the URL and the day', () => {
  it('moves a day across month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
  it("is Vietnam's day at 4:30 a.m. local (21:30 UTC the day before)", () => {
    expect(todayVn(new Date('2026-11-22T21:30:00Z'))).toBe('2026-11-23');
  });
  it('reads route and date, falling back on bad values', () => {
    expect(readBoardParams(new URLSearchParams('route=5&date=2026-11-23'), '2026-01-01')).toEqual({
      routeId: 5,
      date: '2026-11-23',
    });
    expect(readBoardParams(new URLSearchParams('route=x&date=2026-13-01'), '2026-01-01')).toEqual({
      routeId: null,
      date: '2026-01-01',
    });
  });
  it('writes the URL without the route for every route', () => {
    expect(boardSearch(5, '2026-11-23')).toBe('?route=5&date=2026-11-23');
    expect(boardSearch(null, '2026-11-23')).toBe('?date=2026-11-23');
  });
});

describe('selection by trip code', () => {
  const codes = ['a', 'b', 'c', 'd'];
  it('toggles with Space', () => {
    expect(toggleCode(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleCode(['a', 'b'], 'a')).toEqual(['b']);
  });
  it('extends with Shift+Arrow from the focused row, stopping at the ends', () => {
    expect(extendSelection([], codes, 'b', 1)).toEqual({ selected: ['b', 'c'], focus: 'c' });
    expect(extendSelection(['b', 'c'], codes, 'c', 1)).toEqual({ selected: ['b', 'c', 'd'], focus: 'd' });
    expect(extendSelection(['d'], codes, 'd', 1)).toEqual({ selected: ['d'], focus: 'd' });
    expect(extendSelection([], codes, 'a', -1)).toEqual({ selected: ['a'], focus: 'a' });
  });
  it('keeps only trips still on the board after a reload', () => {
    expect(keepExisting(['a', 'x', 'c'], [trip('c', 'planned'), trip('a', 'done')])).toEqual(['a', 'c']);
  });
});

describe('what the board says', () => {
  it('counts statuses in their order with Vietnamese labels', () => {
    const rows = [trip('a', 'running'), trip('b', 'planned'), trip('c', 'running')];
    expect(statusCounts(rows)).toEqual([
      { status: 'planned', label: 'Chưa phân công', n: 1 },
      { status: 'running', label: 'Đang chạy', n: 2 },
    ]);
  });
  it('counts the trips in titles', () => {
    expect(countTitle('Gán lái xe', 3)).toBe('Gán lái xe cho 3 chuyến');
    expect(countTitle('Gán lái xe', 0)).toBe('Gán lái xe');
  });
  it('finds a driver by a name typed without diacritics, name starts first', () => {
    const people = [
      { id: 1, full_name: 'Trần Văn Đức' },
      { id: 2, full_name: 'Đức Anh Lê' },
      { id: 3, full_name: 'Nguyễn Thị Hoa' },
    ];
    expect(matchPeople(people, 'duc').map((p) => p.id)).toEqual([2, 1]);
    expect(matchPeople(people, 'van duc').map((p) => p.id)).toEqual([1]);
    expect(matchPeople(people, '').map((p) => p.id)).toEqual([1, 2, 3]);
  });
  it('sums findings: an error outranks warnings', () => {
    expect(conflictSummary([])).toBeNull();
    expect(conflictSummary([finding('warning', 'W'), finding('error', 'E')])).toEqual({
      severity: 'error',
      text: 'W · E',
    });
    const split = splitConflicts([finding('warning', 'W'), finding('error', 'E')]);
    expect(split.errors.map((c) => c.message)).toEqual(['E']);
    expect(split.warnings.map((c) => c.message)).toEqual(['W']);
  });
  it('says who changed a stale trip and what, the driver by name', () => {
    // The API sends the history's ids; the board names them from its pickers.
    const names = (field: string, value: unknown) =>
      field === 'driver_id' && value === 7 ? 'Trần Văn Đức' : value;
    expect(
      staleMessage(
        {
          trip_code: '08-261123-0530-0',
          changed_by_name: 'Lê Điều Hành',
          changed_at: '2026-11-22T22:05:00Z',
          changes: [
            { field: 'driver_id', before: null, after: 7 },
            { field: 'status', before: 'planned', after: 'assigned' },
          ],
        },
        names,
      ),
    ).toBe(
      'Lê Điều Hành đã sửa chuyến 08-261123-0530-0 lúc 05:05 (lái xe: (trống) → Trần Văn Đức; trạng thái: Chưa phân công → Đã phân công). Đã tải lại, hãy làm lại.',
    );
  });
  it("reads and writes clock times in Vietnam's zone", () => {
    expect(clockTime('2026-11-22T22:30:00Z')).toBe('05:30');
    expect(instantAt('2026-11-23', '0530')).toBe('2026-11-23T05:30:00+07:00');
    expect(instantAt('2026-11-23', '5:07')).toBe('2026-11-23T05:07:00+07:00');
    expect(instantAt('2026-11-23', '25:00')).toBeNull();
  });
  it('says a history change in words: labels, statuses, clock times, yes/no', () => {
    expect(fieldChangeText('status', 'planned', 'assigned')).toBe(
      'trạng thái: Chưa phân công → Đã phân công',
    );
    expect(fieldChangeText('actual_departure', null, '2026-11-22T22:34:00Z')).toBe(
      'giờ xuất bến thực tế: (trống) → 05:34',
    );
    expect(fieldChangeText('no_return', false, true)).toBe('không quay đầu: không → có');
    expect(fieldChangeText('driver_id', null, 'Trần Văn Đức')).toBe('lái xe: (trống) → Trần Văn Đức');
  });
  it("reads the board's route and day from its URL as the board does, and nothing off the board", () => {
    expect(boardOriginOf(new URL('http://x/routes/trip?route=12&date=2026-11-23'), '2026-11-30')).toEqual({
      routeId: 12,
      date: '2026-11-23',
    });
    expect(boardOriginOf(new URL('http://x/routes/trip?route=abc'), '2026-11-30')).toEqual({
      routeId: null,
      date: '2026-11-30',
    });
    expect(boardOriginOf(new URL('http://x/employee?route=12'), '2026-11-30')).toBeNull();
  });
  it('puts a time after midnight on the day nearest its reference', () => {
    // Left 23:40 on the 23rd, back at 00:25: the 24th.
    expect(instantNear('2026-11-23', '00:25', '2026-11-23T23:40:00+07:00')).toBe('2026-11-24T00:25:00+07:00');
    // Planned 00:10 of the 24th's night service (service day 23), left 23:55: the 23rd.
    expect(instantNear('2026-11-23', '23:55', '2026-11-24T00:10:00+07:00')).toBe('2026-11-23T23:55:00+07:00');
    // A day trip stays on its day; without a reference, the service day.
    expect(instantNear('2026-11-23', '05:32', '2026-11-22T22:30:00Z')).toBe('2026-11-23T05:32:00+07:00');
    expect(instantNear('2026-11-23', '00:25', null)).toBe('2026-11-23T00:25:00+07:00');
    expect(instantNear('2026-11-23', 'x', '2026-11-23T23:40:00+07:00')).toBeNull();
  });
});

describe('choosing a route by typing', () => {
  const routes = [
    { id: 1, number: '65', name: 'Bến Thành – Chợ Lớn' },
    { id: 2, number: '01', name: 'Bến Thành – Bến xe Chợ Lớn' },
    { id: 3, number: '152', name: 'Khu dân cư Trung Sơn – Sân bay' },
    { id: 4, number: '19', name: 'Bến Thành – Đại học Quốc gia' },
    { id: 5, number: '10', name: 'Đại học Quốc gia – Bến xe Miền Tây' },
  ];
  it('puts the number itself first ("1" and "01" find route 01), then numbers starting with it, then names', () => {
    expect(matchRoutes(routes, '01').map((r) => r.number)).toEqual(['01']);
    expect(matchRoutes(routes, '1').map((r) => r.number)).toEqual(['01', '152', '19', '10']);
    expect(matchRoutes(routes, 'dai hoc').map((r) => r.number)).toEqual(['19', '10']);
    expect(matchRoutes(routes, ' ')).toHaveLength(5);
    expect(matchRoutes(routes, 'xyz')).toEqual([]);
  });
});
