import { TICKET_SET_MESSAGES } from '@busops/domain';
import { validate as createTicketSetBody } from '@busops/sdk/validators/createTicketSet';
import { validate as recordTicketSetReturnBody } from '@busops/sdk/validators/recordTicketSetReturn';
import { describe, expect, it } from 'vitest';
import {
  type FormValues,
  initialFormValues,
  validateForm,
} from '../../../components/form-dialog/form-fields';
import {
  handSetFields,
  returnPreview,
  returnSetFields,
  setKey,
  suggestNextSet,
  type TicketSet,
  toHandBody,
  toReturnBody,
} from './ticket-set-forms';

let nextId = 1;
function set(series: string, from: number, to: number, over: Partial<TicketSet> = {}): TicketSet {
  const id = nextId++;
  return {
    id,
    company_id: 2,
    route_id: 5,
    trip_code: '01-0530',
    service_date: '2026-11-27',
    conductor_id: 7,
    conductor_name: 'Lê Thị Hoa',
    series,
    serial_from: from,
    serial_to: to,
    denomination: series.startsWith('3') ? 3000 : 7000,
    fare_product: 've_luot',
    tickets: to - from + 1,
    returned_from: null,
    tickets_sold: null,
    value: null,
    returned_at: null,
    created_at: `2026-11-27T05:${String(id).padStart(2, '0')}:00.000Z`,
    ...over,
  };
}

describe('suggestNextSet', () => {
  it('continues the newest book at its next serial, same size, face value and product', () => {
    const recent = [set('7K/26', 1_000_001, 1_000_050), set('7K/26', 1_000_051, 1_000_100)];
    expect(suggestNextSet(recent, [])).toEqual({
      series: '7K/26',
      serial_from: '1000101',
      serial_to: '1000150',
      denomination: '7000',
      fare_product: 've_luot',
    });
  });

  it('offers the series the trip has not got yet (an adult book handed, the student book next)', () => {
    const student = set('3K/26', 1_000_001, 1_000_050);
    const adult = set('7K/26', 1_000_201, 1_000_300);
    const handedNow = set('7K/26', 1_000_301, 1_000_400);
    const suggestion = suggestNextSet([student, adult, handedNow], [handedNow]);
    expect(suggestion.series).toBe('3K/26');
    expect(suggestion.serial_from).toBe('1000051');
    expect(suggestion.denomination).toBe('3000');
  });

  it('goes on from the highest serial of the series, not the newest book', () => {
    const high = set('7K/26', 2_000_001, 2_000_050);
    const newerLow = set('7K/26', 1_000_001, 1_000_050);
    expect(suggestNextSet([high, newerLow], []).serial_from).toBe('2000051');
  });

  it('stops at the last printable serial and offers no range past it', () => {
    const last = set('7K/26', 99_999_951, 99_999_999);
    expect(suggestNextSet([last], [])).toEqual({
      series: '7K/26',
      denomination: '7000',
      fare_product: 've_luot',
    });
    const nearEnd = set('7K/26', 99_999_901, 99_999_950);
    expect(suggestNextSet([nearEnd], []).serial_to).toBe('99999999');
  });

  it('starts empty, with the default product, when the company handed nothing lately', () => {
    expect(suggestNextSet([], [])).toEqual({ fare_product: 've_luot' });
  });
});

describe('the hand form', () => {
  const values = (over: Record<string, string>) => ({
    ...initialFormValues(handSetFields),
    series: '7K/26',
    serial_from: '1000001',
    serial_to: '1000050',
    denomination: '7000',
    fare_product: 've_luot',
    ...over,
  });
  const errors = (over: Record<string, string>) =>
    validateForm(handSetFields, values(over), { validate: createTicketSetBody, toBody: toHandBody });

  it('sends the body the contract takes', () => {
    expect(errors({})).toEqual({});
    expect(toHandBody(values({ series: ' 7k/26 ', fare_product: '' }))).toEqual({
      series: '7K/26',
      serial_from: 1_000_001,
      serial_to: 1_000_050,
      denomination: 7000,
    });
  });

  it('words the range rules as the API does, under the last serial', () => {
    expect(errors({ serial_to: '1000000' }).serial_to).toBe(TICKET_SET_MESSAGES.order);
    expect(errors({ serial_to: '1005001' }).serial_to).toBe(TICKET_SET_MESSAGES.size);
    expect(errors({ serial_to: '1005000' })).toEqual({});
  });

  it('refuses what the contract refuses: a series outside its pattern, a serial past 8 digits, no face value', () => {
    expect(errors({ series: '7k 26' }).series).toMatch(/ký hiệu sê-ri/);
    expect(errors({ serial_from: '100000000', serial_to: '100000001' }).serial_from).toBeTruthy();
    expect(errors({ denomination: '' }).denomination).toBe('Vui lòng nhập mệnh giá');
  });
});

describe('the return form', () => {
  const adult = set('7K/26', 1_000_001, 1_000_050);
  const student = set('3K/26', 1_000_001, 1_000_050);
  const open = [adult, student];
  const fields = returnSetFields(open, (s) => s.series);

  it('takes the first open set by default and sends its series and first serial', () => {
    const values: FormValues = { ...initialFormValues(fields), returned_from: '1000038' };
    expect(values.set).toBe(setKey(adult));
    expect(
      validateForm(fields, values, {
        validate: recordTicketSetReturnBody,
        toBody: (v) => toReturnBody(open, v),
      }),
    ).toEqual({});
    expect(toReturnBody(open, values)).toEqual({
      series: '7K/26',
      serial_from: 1_000_001,
      returned_from: 1_000_038,
    });
    expect(returnPreview(open, values)).toEqual({ sold: 37, value: 259_000 });
  });

  it('accepts one past the last serial (the book sold out) and nothing outside the book', () => {
    const errorsFor = (returned: string) =>
      validateForm(fields, { set: setKey(student), returned_from: returned }).returned_from;
    expect(errorsFor('1000051')).toBeUndefined();
    expect(returnPreview(open, { set: setKey(student), returned_from: '1000051' })).toEqual({
      sold: 50,
      value: 150_000,
    });
    expect(errorsFor('1000052')).toBe(TICKET_SET_MESSAGES.returned);
    expect(errorsFor('1000000')).toBe(TICKET_SET_MESSAGES.returned);
    expect(returnPreview(open, { set: setKey(student), returned_from: '1000052' })).toBeNull();
  });
});
