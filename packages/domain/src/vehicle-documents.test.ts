import { describe, expect, it } from 'vitest';
import { addDays, documentState, saigonToday, vehicleDocumentStatus } from './vehicle-documents.ts';

describe('vehicle documents', () => {
  it('takes today in Asia/Ho_Chi_Minh (UTC+7)', () => {
    expect(saigonToday(new Date('2026-03-31T16:59:00Z'))).toBe('2026-03-31');
    expect(saigonToday(new Date('2026-03-31T17:00:00Z'))).toBe('2026-04-01');
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
  });

  it('is expired before today, expiring up to 30 days ahead, then valid', () => {
    const today = '2026-06-10';
    expect(documentState('2026-06-09', today)).toBe('expired');
    expect(documentState('2026-06-10', today)).toBe('expiring');
    expect(documentState('2026-07-10', today)).toBe('expiring');
    expect(documentState('2026-07-11', today)).toBe('valid');
    expect(documentState(null, today)).toBe('missing');
  });

  it('answers the worst state and the documents to renew, soonest first', () => {
    const today = '2026-06-10';
    expect(
      vehicleDocumentStatus(
        { inspection: '2026-06-20', badge: '2026-05-01', insurance: '2027-01-01' },
        today,
      ),
    ).toEqual({ status: 'expired', expiring: ['badge', 'inspection'] });
    expect(
      vehicleDocumentStatus({ inspection: '2027-01-01', badge: null, insurance: '2027-01-01' }, today),
    ).toEqual({
      status: 'missing',
      expiring: [],
    });
  });
});
