import openapi from '@busops/sdk/openapi.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { BILL_PROVIDER_LABELS, labelOptions, STATUS_LABELS, statusLabel } from './enum-labels.ts';

type Properties = Record<string, { enum?: string[] }>;
const schemas = openapi.components.schemas as unknown as Record<string, { properties: Properties }>;
const enumOf = (schema: string, property: string) => schemas[schema]!.properties[property]!.enum!;

describe('enum labels', () => {
  it.each([
    ['BusStaff', 'status', STATUS_LABELS],
    ['Company', 'status', STATUS_LABELS],
    ['BillSetting', 'provider', BILL_PROVIDER_LABELS],
  ] as const)('label every value of %s.%s, and nothing else', (schema, property, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...enumOf(schema, property)].sort());
    for (const label of Object.values(labels)) expect(label).not.toBe('');
  });

  it('reads a status in Vietnamese, and nothing for an unknown one', () => {
    expect(statusLabel('active')).toBe('Hoạt động');
    expect(statusLabel('inactive')).toBe('Ngừng hoạt động');
    expect(statusLabel('toString')).toBe('');
    expect(statusLabel(null)).toBe('');
  });

  it('turns a table into select options in its order', () => {
    expect(labelOptions(BILL_PROVIDER_LABELS).map((o) => o.value)).toEqual([
      'none',
      'viettel',
      'vnpt',
      'misa',
    ]);
  });
});
