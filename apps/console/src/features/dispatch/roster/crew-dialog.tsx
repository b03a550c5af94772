// The crew form (create or edit one crew of the chosen route): driver, conductor, bus and roster type
// picked from the company's active staff and buses (getDispatchResources) and its roster types; the body is checked by the contract's
// generated validator before it is sent, and the API's Vietnamese refusal shows in the dialog.
import { validate as saveCrewsBody } from '@busops/sdk/validators/saveRouteDriverSettings';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import type { FormField, FormValues } from '../../../components/form-dialog/form-fields';
import { api } from '../../../lib/api';
import { data } from '../../../lib/call';
import { closeModal, useModal } from '../../../lib/modals';
import { toast, toastError } from '../../../lib/toasts';
import {
  type Crew,
  type CrewFields,
  type DispatchResources,
  loadResources,
  roster,
  saveCrew,
} from './roster.store';
import { CREW_FORM_MODAL } from './roster-modals';

type Option = { value: string; label: string };

async function crewOptions() {
  const [resources, types] = await Promise.all([
    loadResources(),
    data(api.call('listDriverSettingTypes', { params: { query: { size: 500, page: 0, sort: 'name' } } })),
  ]);
  const people = (staff: DispatchResources['drivers']) =>
    staff.map((s) => ({ value: String(s.id), label: s.full_name }));
  return {
    drivers: people(resources.drivers),
    conductors: people(resources.conductors),
    buses: resources.vehicles.map((v) => ({ value: String(v.id), label: v.plate })),
    types: types.items.map((t) => ({
      value: String(t.id),
      label: `${t.name} (${t.work_days}/${t.off_days}, ${t.shift_start}–${t.shift_end})`,
    })),
  };
}

function crewFields(o: Record<'drivers' | 'conductors' | 'buses' | 'types', Option[]>): FormField[] {
  return [
    { name: 'driver_id', label: 'Lái xe', type: 'select', required: true, options: o.drivers },
    { name: 'conductor_id', label: 'Phụ xe', type: 'select', options: o.conductors },
    { name: 'vehicle_id', label: 'Xe', type: 'select', options: o.buses },
    { name: 'type_id', label: 'Loại thiết lập', type: 'select', required: true, options: o.types },
    { name: 'cycle_start', label: 'Ngày bắt đầu chu kỳ', type: 'date', required: true },
    { name: 'note', label: 'Ghi chú', type: 'textarea', maxLength: 500 },
  ];
}

const idOrNull = (value: string | undefined) => (value ? Number(value) : null);

export function toCrewFields(values: FormValues, id?: number): CrewFields {
  return {
    ...(id ? { id } : {}),
    driver_id: Number(values.driver_id),
    conductor_id: idOrNull(values.conductor_id),
    vehicle_id: idOrNull(values.vehicle_id),
    type_id: Number(values.type_id),
    cycle_start: values.cycle_start ?? '',
    note: values.note?.trim() ? values.note.trim() : null,
  };
}

function initialValues(crew: Crew | null, day: string): FormValues {
  if (!crew) return { cycle_start: day };
  return {
    driver_id: String(crew.driver_id),
    conductor_id: crew.conductor_id ? String(crew.conductor_id) : '',
    vehicle_id: crew.vehicle_id ? String(crew.vehicle_id) : '',
    type_id: String(crew.type_id),
    cycle_start: crew.cycle_start,
    note: crew.note ?? '',
  };
}

export function CrewDialog() {
  const [isOpen, crew] = useModal<Crew>(CREW_FORM_MODAL);
  const snap = useSnapshot(roster);
  const [fields, setFields] = useState<FormField[] | null>(null);
  useEffect(() => {
    if (!isOpen || fields) return;
    crewOptions()
      .then((o) => setFields(crewFields(o)))
      .catch(toastError);
  }, [isOpen, fields]);
  const route = snap.routes.find((r) => r.id === snap.routeId);
  if (!fields) return null;
  return (
    <FormDialog
      isOpen={isOpen}
      title={`${crew ? 'Sửa' : 'Thêm'} tổ lái${route ? ` · tuyến ${route.number}` : ''}`}
      icon="people"
      fields={fields}
      initialValues={initialValues(crew, snap.day)}
      contract={{
        validate: saveCrewsBody,
        toBody: (values) => ({ items: [toCrewFields(values, crew?.id)] }),
      }}
      onSubmit={async (values) => {
        if (roster.routeId === null) throw new Error('Vui lòng chọn tuyến');
        await saveCrew(roster.routeId, toCrewFields(values, crew?.id));
        toast.success(crew ? 'updated' : 'created');
      }}
      onClose={() => closeModal(CREW_FORM_MODAL)}
      columns={2}
    />
  );
}
