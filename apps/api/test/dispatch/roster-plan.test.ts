// The roster fill's plan alone (no database): fairness, shifts, duty cycles and every legal limit.
import { describe, expect, it } from 'vitest';
import {
  type PlanBusy,
  type PlanCrew,
  type PlanTrip,
  planRosterFill,
} from '../../src/features/dispatch/roster-plan.ts';

const DAY = '2026-12-01'; // Tuesday; its ISO week runs 2026-11-30 .. 2026-12-06
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+07:00`);
let tripSerial = 0;
const trip = (from: string, to: string, day = DAY): PlanTrip => {
  tripSerial += 1;
  return { id: tripSerial, code: `T${tripSerial}`, departure: at(day, from), arrival: at(day, to) };
};
const crew = (id: number, name: string, extra: Partial<PlanCrew> = {}): PlanCrew => ({
  id,
  driverId: 100 + id,
  driverName: name,
  driverUserId: 1000 + id,
  conductorId: null,
  conductorName: null,
  vehicleId: 500 + id,
  vehiclePlate: `51B-00${id}`,
  workDays: 1,
  offDays: 0,
  cycleStart: '2026-11-01',
  shiftStart: '04:00',
  shiftEnd: '23:00',
  licenceExpiresOn: null,
  inspectionExpiresOn: null,
  badgeExpiresOn: null,
  ...extra,
});
const busyOf = (c: PlanCrew, from: string, to: string, day = DAY): PlanBusy => ({
  departure: at(day, from),
  arrival: at(day, to),
  serviceDate: day,
  driverUserId: c.driverUserId,
  conductorId: null,
  vehicleId: null,
});
const names = (plan: ReturnType<typeof planRosterFill>) => plan.filled.map((f) => f.crew.driverName);

describe('planRosterFill', () => {
  it('gives each trip to the crew that has driven least today, then this week, then by name', () => {
    const a = crew(1, 'Bảo');
    const b = crew(2, 'An');
    const c = crew(3, 'Chi');
    // Chi drove 2 h earlier today; An drove more this week than Bảo.
    const busy = [busyOf(c, '04:00', '06:00'), busyOf(b, '08:00', '10:00', '2026-11-30')];
    const plan = planRosterFill(
      DAY,
      [a, b, c],
      [trip('07:00', '08:00'), trip('08:10', '09:10'), trip('09:30', '10:30')],
      busy,
    );
    expect(names(plan)).toEqual(['Bảo', 'An', 'Bảo']);
    expect(plan.filled[0]!.vehicleId).toBe(a.vehicleId);
  });

  it('keeps to duty cycles and shifts', () => {
    const off = crew(1, 'Nghỉ', { workDays: 2, offDays: 1, cycleStart: '2026-11-29' }); // 29, 30 on; 1 off
    expect(planRosterFill(DAY, [off], [trip('08:00', '09:00')], []).unfilled[0]!.reason).toBe(
      'no_crew_on_duty',
    );
    const morning = crew(2, 'Sáng', { shiftStart: '05:00', shiftEnd: '12:00' });
    const plan = planRosterFill(DAY, [morning], [trip('11:30', '12:30'), trip('05:00', '06:00')], []);
    expect(plan.unfilled.map((u) => u.reason)).toEqual(['outside_shift']);
    const night = crew(3, 'Đêm', { shiftStart: '20:00', shiftEnd: '02:00' });
    expect(planRosterFill(DAY, [night], [trip('23:00', '23:50')], []).filled).toHaveLength(1);
  });

  it('never plans past 10 h a day, 48 h a week or 4 h without a 15-minute break', () => {
    const d = crew(1, 'Dũng');
    const dayFull = [busyOf(d, '04:00', '08:00'), busyOf(d, '09:00', '13:00'), busyOf(d, '14:00', '15:30')]; // 570 min
    expect(planRosterFill(DAY, [d], [trip('16:00', '16:45')], dayFull).unfilled[0]!.reason).toBe('day_limit');
    expect(planRosterFill(DAY, [d], [trip('16:00', '16:30')], dayFull).filled).toHaveLength(1); // exactly 600
    // 47 h elsewhere in the week (6 days of 7 h 50 min), Sunday included (later days count towards the week too).
    const week = ['2026-11-30', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].flatMap(
      (day) => [busyOf(d, '04:00', '07:55', day), busyOf(d, '08:30', '12:25', day)],
    );
    expect(planRosterFill(DAY, [d], [trip('08:00', '09:15')], week).unfilled[0]!.reason).toBe('week_limit');
    expect(planRosterFill(DAY, [d], [trip('08:00', '09:00')], week).filled).toHaveLength(1); // exactly 48 h
    // 3 h 50 min with a 10-minute gap, then 30 minutes more: 4 h 20 min without a break.
    const run = [busyOf(d, '05:00', '07:00'), busyOf(d, '07:10', '08:50')];
    expect(planRosterFill(DAY, [d], [trip('09:00', '09:30')], run).unfilled[0]!.reason).toBe(
      'continuous_limit',
    );
    expect(planRosterFill(DAY, [d], [trip('09:05', '09:35')], run).filled).toHaveLength(1); // a 15-minute break
  });

  it('refuses expired documents and overlaps, and names every crew’s reason', () => {
    const expired = crew(1, 'An', { licenceExpiresOn: '2026-11-30' });
    const noInspection = crew(2, 'Bình', { inspectionExpiresOn: '2026-11-30' });
    const busy = crew(3, 'Cường');
    const plan = planRosterFill(
      DAY,
      [expired, noInspection, busy],
      [trip('08:00', '09:00')],
      [busyOf(busy, '08:30', '09:30')],
    );
    expect(plan.unfilled[0]).toMatchObject({ reason: 'licence_expired' });
    expect(plan.unfilled[0]!.message).toContain('Bình (đăng kiểm xe đã hết hạn)');
    expect(plan.unfilled[0]!.message).toContain('Cường (tất cả tổ lái đều bận giờ này)');
    // A licence valid through the service day is fine.
    expect(
      planRosterFill(DAY, [crew(4, 'Dư', { licenceExpiresOn: DAY })], [trip('08:00', '09:00')], []).filled,
    ).toHaveLength(1);
  });

  it('does not double-book within the plan, and leaves a busy bus or conductor off the trip', () => {
    const solo = crew(1, 'Một', { conductorId: 7, conductorName: 'Phụ' });
    const plan = planRosterFill(
      DAY,
      [solo],
      [trip('08:00', '09:00'), trip('08:30', '09:30')],
      [
        {
          departure: at(DAY, '07:30'),
          arrival: at(DAY, '08:15'),
          serviceDate: DAY,
          driverUserId: null,
          conductorId: 7,
          vehicleId: solo.vehicleId,
        },
      ],
    );
    expect(plan.filled).toHaveLength(1);
    expect(plan.filled[0]).toMatchObject({ vehicleId: null, conductorId: null });
    expect(plan.filled[0]!.warnings).toHaveLength(2);
    expect(plan.unfilled[0]!.reason).toBe('all_crews_busy');
  });
});
