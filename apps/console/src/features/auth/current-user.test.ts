import { describe, expect, it } from 'vitest';
import { isValidStoredUser, mustChooseCompany, principalOf } from './current-user';
import { userFixture } from './test-fixtures';

const user = userFixture();

describe('stored user validation (spec §4)', () => {
  it('accepts a user with a phone number and the admin app id', () => {
    expect(isValidStoredUser(user)).toBe(true);
  });

  it.each([
    ['no phone number', { ...user, phone_number: '' }],
    ['another app', { ...user, fbAppId: 'busops-driver' }],
    ['no app id', { ...user, fbAppId: undefined }],
    ['not an object', 'user'],
    ['null', null],
  ])('rejects %s', (_why, candidate) => {
    expect(isValidStoredUser(candidate)).toBe(false);
  });
});

describe('principal and company choice', () => {
  it('maps role and super company', () => {
    expect(principalOf(user)).toEqual({ role: 2, isSuper: false });
    expect(principalOf({ ...user, active_super_company: true, role: 1 })).toEqual({ role: 1, isSuper: true });
  });

  it('a member user with org_id 0 must choose a company; a super user never', () => {
    expect(mustChooseCompany({ ...user, org_id: 0 })).toBe(true);
    expect(mustChooseCompany({ ...user, org_id: 0, active_super_company: true })).toBe(false);
    expect(mustChooseCompany(user)).toBe(false);
  });
});
