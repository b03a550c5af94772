// The roster type form: fields from the contract's createDriverSettingType body (type, required, lengths,
// the 'HH:mm' pattern) with their Vietnamese labels, the conversion of typed values to the request body
// (empty optional fields are sent as null) and the generated validators the body is checked against.
import { validate as createDriverSettingTypeBody } from '@busops/sdk/validators/createDriverSettingType';
import { validate as updateDriverSettingTypeBody } from '@busops/sdk/validators/updateDriverSettingType';
import type { FormContract, FormValues } from '../../../components/form-dialog/form-fields';
import { schemaFields } from '../../../kit/schema-fields';
import type { DriverSettingType, DriverSettingTypeInput } from './driver-setting-types.resource';

const CLOCK = {
  pattern: /^([01]\d|2[0-3]):[0-5]\d$/,
  patternMessage: 'Giờ có dạng HH:mm (05:30)',
  placeholder: '05:30',
};

export const driverSettingTypeFields = schemaFields('createDriverSettingType', {
  name: 'Tên loại',
  work_days: { label: 'Số ngày làm', helperText: 'Số ngày làm liên tiếp trong một chu kỳ (ít nhất 1)' },
  off_days: { label: 'Số ngày nghỉ' },
  shift_start: { label: 'Giờ bắt đầu ca', ...CLOCK },
  shift_end: { label: 'Giờ kết thúc ca', ...CLOCK, helperText: 'Trước giờ bắt đầu: ca kết thúc hôm sau' },
  note: { label: 'Ghi chú', type: 'textarea' },
});

export function driverSettingTypeInitialValues(row: DriverSettingType | null): FormValues {
  if (!row) return { work_days: '2', off_days: '1', shift_start: '05:00', shift_end: '13:00' };
  return {
    name: row.name,
    work_days: String(row.work_days),
    off_days: String(row.off_days),
    shift_start: row.shift_start,
    shift_end: row.shift_end,
    note: row.note ?? '',
  };
}

const orNull = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export function toDriverSettingTypeInput(values: FormValues): DriverSettingTypeInput {
  return {
    name: (values.name ?? '').trim(),
    work_days: Number(values.work_days ?? ''),
    off_days: Number(values.off_days ?? ''),
    shift_start: (values.shift_start ?? '').trim(),
    shift_end: (values.shift_end ?? '').trim(),
    note: orNull(values.note),
  };
}

/** createDriverSettingType, or updateDriverSettingType for an existing type (both send DriverSettingTypeInput). */
export function driverSettingTypeContract(row: DriverSettingType | null): FormContract {
  return {
    validate: row ? updateDriverSettingTypeBody : createDriverSettingTypeBody,
    toBody: toDriverSettingTypeInput,
  };
}
