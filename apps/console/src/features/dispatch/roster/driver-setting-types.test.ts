import type { Principal, RoleValue } from '@busops/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRegistry, registerCommands, visibleCommands } from '../../../commands/registry';
import { type CommandContext, commandTitle } from '../../../commands/types';
import { validateForm } from '../../../components/form-dialog/form-fields';
import { connect } from '../../../kit/resource';
import { fakeClient, recordingNotifier } from '../../../test/fake-client';
import { sampleDriverSettingType } from './driver-setting-type.sample';
import {
  driverSettingTypeContract,
  driverSettingTypeFields,
  driverSettingTypeInitialValues,
  toDriverSettingTypeInput,
} from './driver-setting-type-form';
import { driverSettingTypeColumns } from './driver-setting-types.columns';
import { driverSettingTypeCommands } from './driver-setting-types.commands';
import { driverSettingTypeResource } from './driver-setting-types.resource';

// A role the screen's menu entry and operations allow ([1,2,9,10], company scope member), and one they refuse.
const ALLOWED: Principal = { role: 1 as RoleValue, isSuper: false };
const REFUSED: Principal = { role: 5 as RoleValue, isSuper: false };

function ctxFor(principal: Principal, rows = [sampleDriverSettingType()]): CommandContext {
  return {
    principal,
    navigate: () => {},
    pathname: '/routes/driver-setting',
    selection: { entity: 'driver_setting_type', noun: 'loại thiết lập', rows },
    openModal: vi.fn(),
    closeModal: () => {},
  };
}
const ids = (ctx: CommandContext) => visibleCommands(ctx).map((c) => c.id);

describe('driver-setting-types commands', () => {
  beforeEach(() => registerCommands(driverSettingTypeCommands));
  afterEach(() => clearRegistry());

  it('shows the screen and its actions to the roles the contract allows, nothing to others', () => {
    expect(ids(ctxFor(ALLOWED))).toEqual([
      'screen:/routes/driver-setting',
      'driverSettingTypes.create',
      'driverSettingTypes.edit',
      'driverSettingTypes.delete',
    ]);
    expect(ids(ctxFor(REFUSED))).toEqual([]);
  });

  it('edits one row; deletes several, named in the title', () => {
    const two = ctxFor(ALLOWED, [sampleDriverSettingType(), sampleDriverSettingType({ id: 8 })]);
    expect(ids(two)).not.toContain('driverSettingTypes.edit');
    const del = driverSettingTypeCommands.find((c) => c.id === 'driverSettingTypes.delete')!;
    expect(commandTitle(del, two)).toBe('Xoá 2 loại thiết lập');
  });
});

describe('driver-setting-types store', () => {
  it('lists through listDriverSettingTypes and saves through createDriverSettingType / updateDriverSettingType, then reloads', async () => {
    const { client, calls } = fakeClient((call) =>
      call.method === 'GET'
        ? { body: { items: [sampleDriverSettingType()], total: 1 } }
        : { body: sampleDriverSettingType() },
    );
    const store = connect(driverSettingTypeResource, client, {
      notify: recordingNotifier().notify,
      onError: () => {},
    });
    await store.list.load({ ...store.list.criteria, keyword: ' mau ' });
    expect(store.list.items).toEqual([sampleDriverSettingType()]);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/dispatch/driver-setting-types' });
    expect(calls[0]!.query.get('keyword')).toBe('mau');
    const body = toDriverSettingTypeInput(driverSettingTypeInitialValues(sampleDriverSettingType()));
    await store.mutate('updateDriverSettingType', { params: { path: { id: 7 } }, body }, 'updated');
    expect(calls.slice(1).map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /dispatch/driver-setting-types/7',
      'GET /dispatch/driver-setting-types',
    ]);
  });
});

describe('driver-setting-types columns and form', () => {
  it('sorts only where listDriverSettingTypes sorts', () => {
    expect(driverSettingTypeColumns.filter((c) => c.sortable !== false).map((c) => c.field)).toEqual([
      'name',
      'created_at',
    ]);
  });

  it('validates in Vietnamese and sends empty optional fields as null', () => {
    const errors = validateForm(driverSettingTypeFields, {});
    for (const field of driverSettingTypeFields.filter((f) => f.required))
      expect(errors[field.name], field.name).toMatch(/^Vui lòng (nhập|chọn) /);
    const values = driverSettingTypeInitialValues(sampleDriverSettingType());
    // The body the form would send passes the operation's generated validator (what the API runs).
    expect(
      validateForm(driverSettingTypeFields, values, driverSettingTypeContract(sampleDriverSettingType())),
    ).toEqual({});
    expect(validateForm(driverSettingTypeFields, values, driverSettingTypeContract(null))).toEqual({});
    expect(toDriverSettingTypeInput(values)).toEqual({
      name: 'Mẫu 0001',
      work_days: 2,
      off_days: 1,
      shift_start: '05:00',
      shift_end: '13:00',
      note: null,
    });
  });
});
