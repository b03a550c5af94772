import type { Principal, RoleValue } from '@busops/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRegistry, paletteCommands, registerCommands, visibleCommands } from '../../commands/registry';
import { type CommandContext, commandTitle } from '../../commands/types';
import { validateForm } from '../../components/form-dialog/form-fields';
import { connect } from '../../kit/resource';
import { fakeClient, recordingNotifier } from '../../test/fake-client';
import { sampleVehicle } from './vehicle.sample';
import { toVehicleInput, vehicleContract, vehicleFields, vehicleInitialValues } from './vehicle-form';
import { vehicleColumns } from './vehicles.columns';
import { vehicleCommands } from './vehicles.commands';
import { vehicleResource } from './vehicles.resource';

// A role the screen's menu entry and operations allow ([1,2], company scope member), and one they refuse.
const ALLOWED: Principal = { role: 1 as RoleValue, isSuper: false };
const REFUSED: Principal = { role: 5 as RoleValue, isSuper: false };

function ctxFor(principal: Principal, rows = [sampleVehicle()]): CommandContext {
  return {
    principal,
    navigate: () => {},
    pathname: '/vehicle/list',
    selection: { entity: 'vehicle', noun: 'xe', rows },
    openModal: vi.fn(),
    closeModal: () => {},
  };
}
const ids = (ctx: CommandContext) => visibleCommands(ctx).map((c) => c.id);

describe('vehicles commands', () => {
  beforeEach(() => registerCommands(vehicleCommands));
  afterEach(() => clearRegistry());

  it('shows the screen and its actions to the roles the contract allows, nothing to others', () => {
    expect(ids(ctxFor(ALLOWED))).toEqual([
      'screen:/vehicle/list',
      'vehicles.create',
      'vehicles.edit',
      'vehicles.documents-expiring',
      'vehicles.documents-expired',
      'vehicles.delete',
    ]);
    expect(ids(ctxFor(REFUSED))).toEqual([]);
  });

  it('opens the list filtered on expiring or expired documents, from any screen', async () => {
    const navigate = vi.fn();
    const ctx = { ...ctxFor(ALLOWED, []), pathname: '/employee', navigate };
    const expiring = vehicleCommands.find((c) => c.id === 'vehicles.documents-expiring')!;
    const expired = vehicleCommands.find((c) => c.id === 'vehicles.documents-expired')!;
    expect([commandTitle(expiring, ctx), commandTitle(expired, ctx)]).toEqual([
      'Xe có giấy tờ sắp hết hạn',
      'Xe có giấy tờ đã hết hạn',
    ]);
    expect(paletteCommands(ctx).map((c) => c.id)).toContain('vehicles.documents-expiring');
    await expiring.run(ctx, {});
    await expired.run(ctx, {});
    expect(navigate.mock.calls).toEqual([
      ['/vehicle/list?document_expiry=within_30_days'],
      ['/vehicle/list?document_expiry=expired'],
    ]);
  });

  it('edits one row; deletes several, named in the title', () => {
    const two = ctxFor(ALLOWED, [sampleVehicle(), sampleVehicle({ id: 8 })]);
    expect(ids(two)).not.toContain('vehicles.edit');
    const del = vehicleCommands.find((c) => c.id === 'vehicles.delete')!;
    expect(commandTitle(del, two)).toBe('Xoá 2 xe');
  });
});

describe('vehicles store', () => {
  it('lists through listVehicles and saves through createVehicle / updateVehicle, then reloads', async () => {
    const { client, calls } = fakeClient((call) =>
      call.method === 'GET' ? { body: { items: [sampleVehicle()], total: 1 } } : { body: sampleVehicle() },
    );
    const store = connect(vehicleResource, client, { notify: recordingNotifier().notify, onError: () => {} });
    await store.list.load({ ...store.list.criteria, keyword: ' 51b ', document_expiry: 'expired' });
    expect(store.list.items).toEqual([sampleVehicle()]);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/bus-management/vehicles' });
    expect(calls[0]!.query.get('keyword')).toBe('51b');
    expect(calls[0]!.query.get('document_expiry')).toBe('expired');
    expect(calls[0]!.query.has('fuel')).toBe(false);
    const body = toVehicleInput(vehicleInitialValues(sampleVehicle()));
    await store.mutate('updateVehicle', { params: { path: { id: 7 } }, body }, 'updated');
    expect(calls.slice(1).map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /bus-management/vehicles/7',
      'GET /bus-management/vehicles',
    ]);
  });
});

describe('vehicles columns and form', () => {
  it('sorts only where listVehicles sorts', () => {
    expect(vehicleColumns.filter((c) => c.sortable !== false).map((c) => c.field)).toEqual([
      'plate',
      'fleet_number',
      'inspection_expires_on',
      'badge_expires_on',
      'insurance_expires_on',
      'created_at',
    ]);
    expect(vehicleColumns[0]).toMatchObject({ field: 'plate', pinned: 'left' });
  });

  it('shows the plate in its printed form once typed, and refuses what is not a plate in Vietnamese', () => {
    const plate = vehicleFields.find((f) => f.name === 'plate')!;
    expect(plate.normalize?.('51b12345')).toBe('51B-123.45');
    const values = { ...vehicleInitialValues(null), plate: 'xe 12' };
    expect(validateForm(vehicleFields, values, vehicleContract(null)).plate).toMatch(/51B-123\.45/);
    expect(toVehicleInput({ ...values, plate: '29ld01234' }).plate).toBe('29LD-012.34');
  });

  it('validates in Vietnamese and sends empty optional fields as null', () => {
    const errors = validateForm(vehicleFields, {});
    for (const field of vehicleFields.filter((f) => f.required))
      expect(errors[field.name], field.name).toMatch(/^Vui lòng (nhập|chọn) /);
    const values = vehicleInitialValues(sampleVehicle());
    // The body the form would send passes the operation's generated validator (what the API runs).
    expect(validateForm(vehicleFields, values, vehicleContract(sampleVehicle()))).toEqual({});
    expect(validateForm(vehicleFields, values, vehicleContract(null))).toEqual({});
    expect(toVehicleInput(values)).toEqual({
      plate: '51B-123.45',
      fleet_number: 'PN-001',
      make: 'Hyundai',
      model: 'County 29 chỗ',
      seats: 29,
      standing_places: 20,
      fuel: 'cng',
      wheelchair_accessible: true,
      depot: 'Bãi xe An Sương',
      gps_device_id: 'PN-0001',
      inspection_expires_on: '2030-01-31',
      badge_expires_on: null,
      insurance_expires_on: '2030-06-30',
      status: 'active',
      note: null,
    });
  });
});
