// The copy dialog's defaults (the usual morning copy, so Enter, Enter does it) and the request they make.

import { addDays } from '@busops/domain';
import { describe, expect, it } from 'vitest';
import { defaultForm, landingOf, requestKey, requestOf } from './copy-day.form';

describe('copy day form', () => {
  it('defaults to the day on screen -> the next day, this route, times and people', () => {
    const form = defaultForm({ routeId: 7, date: '2026-12-31' });
    expect(requestOf(form)).toEqual({
      routeId: 7,
      body: {
        from_date: '2026-12-31',
        to_date: '2027-01-01',
        mode: 'times_and_people',
        on_existing: 'skip_served',
      },
    });
  });

  it("defaults to Vietnam's today -> tomorrow and every route when no board is on screen", () => {
    // 23:30 UTC on the 22nd is already the 23rd in Vietnam.
    const form = defaultForm({ routeId: null, date: null }, new Date('2026-11-22T23:30:00Z'));
    expect(form).toMatchObject({ fromDate: '2026-11-23', toDate: '2026-11-24', scope: 'all' });
    expect(requestOf(form).routeId).toBeNull();
  });

  it('sends a range instead of a day, and any change makes a new request key', () => {
    const form = defaultForm({ routeId: 3, date: '2026-11-23' });
    const before = requestKey(form);
    form.target = 'range';
    expect(requestOf(form).body).toEqual({
      from_date: '2026-11-23',
      to_from: '2026-11-24',
      to_until: '2026-11-30',
      mode: 'times_and_people',
      on_existing: 'skip_served',
    });
    expect(requestKey(form)).not.toBe(before);
    form.scope = 'all';
    expect(requestOf(form).routeId).toBeNull();
  });

  it('lands the board on the target day (the first of a range) of the copied route, or every route', () => {
    const form = defaultForm({ routeId: 3, date: '2026-11-23' });
    expect(landingOf(form)).toEqual({ routeId: 3, date: '2026-11-24' });
    form.target = 'range';
    form.scope = 'all';
    expect(landingOf(form)).toEqual({ routeId: null, date: '2026-11-24' });
    const before = requestKey(form);
    form.onExisting = 'replace';
    expect(requestKey(form)).not.toBe(before);
  });

  it('counts days across a leap February', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
