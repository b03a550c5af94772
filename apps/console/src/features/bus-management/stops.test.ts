import type { Principal, RoleValue } from '@busops/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRegistry, registerCommands, visibleCommands } from '../../commands/registry';
import { type CommandContext, commandTitle } from '../../commands/types';
import { validateForm } from '../../components/form-dialog/form-fields';
import { connect } from '../../kit/resource';
import { fakeClient, recordingNotifier } from '../../test/fake-client';
import { stationFileCommands } from './station-files.commands';
import { sampleStop } from './stop.sample';
import { coordinatesText, stopLinesText } from './stop-cells';
import { stopContract, stopFields, stopInitialValues, toStopInput } from './stop-form';
import { typedPoint } from './stop-location-picker';
import { stopColumns } from './stops.columns';
import { stopCommands } from './stops.commands';
import { stopResource } from './stops.resource';

// A role the screen's menu entry and operations allow ([1,2], company scope member), and one they refuse.
const ALLOWED: Principal = { role: 1 as RoleValue, isSuper: false };
const REFUSED: Principal = { role: 5 as RoleValue, isSuper: false };

function ctxFor(principal: Principal, rows = [sampleStop()]): CommandContext {
  return {
    principal,
    navigate: () => {},
    pathname: '/route/stop',
    selection: { entity: 'stop', noun: 'điểm dừng', rows },
    openModal: vi.fn(),
    closeModal: () => {},
  };
}
const ids = (ctx: CommandContext) => visibleCommands(ctx).map((c) => c.id);

describe('stops commands', () => {
  beforeEach(() => registerCommands(stopCommands));
  afterEach(() => clearRegistry());

  it('shows the screen and its actions to the roles the contract allows, nothing to others', () => {
    expect(ids(ctxFor(ALLOWED))).toEqual([
      'screen:/route/stop',
      'stops.create',
      'stops.edit',
      'stops.delete',
    ]);
    expect(ids(ctxFor(REFUSED))).toEqual([]);
  });

  it('edits one row; deletes several, named in the title', () => {
    const two = ctxFor(ALLOWED, [sampleStop(), sampleStop({ id: 8 })]);
    expect(ids(two)).not.toContain('stops.edit');
    const del = stopCommands.find((c) => c.id === 'stops.delete')!;
    expect(commandTitle(del, two)).toBe('Xoá 2 điểm dừng');
  });
});

describe('stops store', () => {
  it('lists through listStops and saves through createStop / updateStop, then reloads', async () => {
    const { client, calls } = fakeClient((call) =>
      call.method === 'GET' ? { body: { items: [sampleStop()], total: 1 } } : { body: sampleStop() },
    );
    const store = connect(stopResource, client, { notify: recordingNotifier().notify, onError: () => {} });
    await store.list.load({ ...store.list.criteria, keyword: ' mau ' });
    expect(store.list.items).toEqual([sampleStop()]);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/bus-management/stops' });
    expect(calls[0]!.query.get('keyword')).toBe('mau');
    const body = toStopInput(stopInitialValues(sampleStop()));
    await store.mutate('updateStop', { params: { path: { id: 7 } }, body }, 'updated');
    expect(calls.slice(1).map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /bus-management/stops/7',
      'GET /bus-management/stops',
    ]);
  });
});

describe('stops columns and form', () => {
  it('sorts only where listStops sorts', () => {
    expect(stopColumns.filter((c) => c.sortable !== false).map((c) => c.field)).toEqual([
      'code',
      'name',
      'created_at',
    ]);
  });

  it('validates in Vietnamese and sends empty optional fields as null', () => {
    const errors = validateForm(stopFields, {});
    for (const field of stopFields.filter((f) => f.required))
      expect(errors[field.name], field.name).toMatch(/^Vui lòng (nhập|chọn) /);
    const values = stopInitialValues(sampleStop());
    // The body the form would send passes the operation's generated validator (what the API runs).
    expect(validateForm(stopFields, values, stopContract(sampleStop()))).toEqual({});
    expect(validateForm(stopFields, values, stopContract(null))).toEqual({});
    expect(toStopInput(values)).toMatchObject({
      code: 'Mẫu 0001',
      address: 'Quận 1, TP. Hồ Chí Minh',
      has_shelter: true,
      wheelchair_accessible: false,
      trigger_radius_m: 40,
      status: 'active',
      note: null,
    });
    expect(toStopInput({ ...values, address: '  ', trigger_radius_m: '' })).toMatchObject({
      address: null,
      trigger_radius_m: 30,
    });
  });

  it('refuses a trigger radius the contract refuses, in Vietnamese', () => {
    const values = { ...stopInitialValues(sampleStop()), trigger_radius_m: '900' };
    const errors = validateForm(stopFields, values, stopContract(null));
    expect(errors.trigger_radius_m).toMatch(/Bán kính thông báo/);
  });

  it('shows coordinates, flags and the lines using the stop', () => {
    expect(coordinatesText(sampleStop())).toBe('10,7715; 106,6983');
    expect(stopLinesText(sampleStop())).toBe('01 đi, 19 về');
    expect(stopLinesText(sampleStop({ line_count: 5 }))).toBe('01 đi, 19 về +3');
    expect(stopLinesText(sampleStop({ line_count: 0, lines: [] }))).toBe('');
  });
});

describe('stop location picker', () => {
  it('reads typed coordinates as a point only when both are numbers', () => {
    expect(typedPoint({ lat: '10.77', lng: '106.7' })).toEqual({ lat: 10.77, lng: 106.7 });
    expect(typedPoint({ lat: '10.77', lng: '' })).toBeNull();
    expect(typedPoint({})).toBeNull();
  });
});

describe('station file commands', () => {
  beforeEach(() => registerCommands(stationFileCommands));
  afterEach(() => clearRegistry());

  it('offers generate and download on any screen to the roles the contract allows', () => {
    const elsewhere = { ...ctxFor(ALLOWED), pathname: '/employee' };
    expect(ids(elsewhere)).toEqual(['stops.station.generate', 'stops.station.download']);
    expect(stationFileCommands.map((c) => commandTitle(c, elsewhere))).toEqual([
      'Tạo file điểm dừng cho thiết bị',
      'Tải file điểm dừng',
    ]);
    expect(ids(ctxFor(REFUSED))).toEqual([]);
  });
});
