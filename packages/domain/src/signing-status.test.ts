import { describe, expect, it } from 'vitest';
import {
  canResend,
  canResign,
  isSigningStatus,
  SIGNING_STATUSES,
  signingStatusLabel,
} from './signing-status.ts';

// spec §4: [status, re-sign allowed, re-send allowed]
const SPEC = [
  ['NONE', true, false],
  ['SENT', true, true],
  ['SIGNED', false, true],
  ['FAILED', false, true],
  ['PROCESSING', false, false],
  ['BEGIN_DAY_SIGNED', false, false],
] as const;

describe('signing status (spec §3, §4)', () => {
  it('lists the spec statuses in order', () => {
    expect(SIGNING_STATUSES).toEqual(SPEC.map(([s]) => s));
  });

  it.each(SPEC)('%s: re-sign %s, re-send %s', (status, resign, resend) => {
    expect(isSigningStatus(status)).toBe(true);
    expect(canResign(status)).toBe(resign);
    expect(canResend(status)).toBe(resend);
    expect(signingStatusLabel(status)).not.toBe('');
  });

  it('allows nothing without a status', () => {
    for (const s of [null, undefined]) {
      expect(canResign(s)).toBe(false);
      expect(canResend(s)).toBe(false);
    }
    expect(isSigningStatus('signed')).toBe(false);
  });
});
