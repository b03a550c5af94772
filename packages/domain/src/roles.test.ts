import openapi from '@busops/sdk/openapi.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { ALL_ROLES, canActOnStaff, canGrantRole, findRole, isRoleValue, ROLES, roleLabel } from './roles.ts';

// spec §3 role table, plus the console's Vietnamese labels.
const SPEC: ReadonlyArray<readonly [number, string, string, string]> = [
  [1, 'ROLE_ADMIN', 'Super Admin', 'Super Admin'],
  [2, 'ROLE_COMPANY_ADMIN', 'Admin', 'Admin'],
  [5, 'ROLE_CONDUCTOR', 'conductor', 'Phụ xe'],
  [6, 'ROLE_DRIVER', 'driver', 'Lái xe'],
  [8, 'ROLE_SALE', 'sales staff', 'Nhân viên bán hàng'],
  [9, 'ROLE_CONTROLLER', 'controller', 'Kiểm soát viên'],
  [10, 'OPERATOR_ONLINE', 'online operator', 'Điều hành trực tuyến'],
];

describe('roles (spec §3)', () => {
  it('lists exactly the spec roles in order', () => {
    expect(ROLES.map((r) => [r.value, r.name, r.label, r.labelVi])).toEqual(SPEC);
    expect(ALL_ROLES).toEqual([1, 2, 5, 6, 8, 9, 10]);
  });

  it('has exactly the roles of the contract (the Role enum of openapi/)', () => {
    expect([...ALL_ROLES].sort((a, b) => a - b)).toEqual(openapi.components.schemas.Role.enum);
  });

  it.each(SPEC)('role %i is %s, labelled %s / %s', (value, name, label, labelVi) => {
    expect(isRoleValue(value)).toBe(true);
    expect(findRole(value)).toEqual({ value, name, label, labelVi });
    expect(roleLabel(value)).toBe(labelVi);
  });

  it.each([0, 3, 4, 7, 11, -1, 1.5, Number.NaN])('%d is not a role', (n) => {
    expect(isRoleValue(n)).toBe(false);
    expect(roleLabel(n)).toBe('');
  });

  it('rejects non-numbers and missing roles', () => {
    expect(isRoleValue('1')).toBe(false);
    expect(isRoleValue(null)).toBe(false);
    expect(roleLabel(null)).toBe('');
    expect(roleLabel(undefined)).toBe('');
  });
});

describe('canGrantRole', () => {
  it('lets only Super Admin grant roles 1 and 2; everyone with a role grants the others', () => {
    for (const role of ALL_ROLES) {
      expect(canGrantRole(1, role)).toBe(true);
      for (const granter of [2, 5, 6, 8, 9, 10, null]) {
        expect(canGrantRole(granter, role)).toBe(role !== 1 && role !== 2);
      }
    }
  });
});

describe('canActOnStaff', () => {
  // actor role, target role, is the actor's own record, may act. Written out, not derived.
  const TABLE: ReadonlyArray<readonly [number | null, number, boolean, boolean]> = [
    [1, 1, false, true],
    [1, 2, false, true],
    [1, 6, false, true],
    [2, 1, false, false],
    [2, 2, false, false],
    [2, 2, true, true],
    [2, 5, false, true],
    [2, 9, false, true],
    [2, 10, false, true],
    [9, 1, false, false],
    [9, 2, false, false],
    [9, 6, false, true],
    [9, 9, false, true],
    [9, 10, false, true],
    [9, 2, true, true],
    [5, 6, false, true],
    [null, 6, false, false],
    [null, 6, true, false],
  ];

  it.each(TABLE)('role %s on a role %i record (self: %s): %s', (actor, target, isSelf, may) => {
    expect(canActOnStaff(actor, target, isSelf)).toBe(may);
  });

  it('agrees with canGrantRole on everyone else’s records', () => {
    for (const actor of ALL_ROLES)
      for (const target of ALL_ROLES) expect(canActOnStaff(actor, target)).toBe(canGrantRole(actor, target));
  });
});
