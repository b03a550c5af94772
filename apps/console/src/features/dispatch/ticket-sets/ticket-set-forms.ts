// The two forms of ticket sets (vé quyển) on the day board (docs/reports.md, "Ticket sets"): handing a
// set to a trip's conductor and taking it back. Fields come from the contract (createTicketSet,
// recordTicketSetReturn), the rules from @busops/domain in the API's own words, and a new set starts as
// the clerk's next book most likely is: the company's last book of a series this trip has not got yet,
// continued at its next serial, with the same size, face value and product.
import {
  MAX_TICKET_SERIAL,
  returnedSerialProblem,
  TICKET_SET_MESSAGES,
  ticketSetProblem,
  ticketsSold,
} from '@busops/domain';
import type { Schemas } from '@busops/sdk';
import type { FormField, FormValues } from '../../../components/form-dialog/form-fields';
import { schemaFields } from '../../../kit/schema-fields';

export type TicketSet = Schemas['TicketSet'];
type HandBody = Schemas['TicketSetInput'];
type ReturnBody = Schemas['TicketSetReturnInput'];

const numberOrNaN = (text: string | undefined) => (text?.trim() ? Number(text.trim()) : Number.NaN);

/** Newest handed first (created_at, then id: two sets handed in one millisecond keep their order). */
const newestFirst = (a: TicketSet, b: TicketSet) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * What 'Giao vé quyển' starts with. `recent` are the company's sets of the last weeks (any trip),
 * `trip` the sets this trip already has: the template is the newest recent set of a series the trip
 * has not got (a trip takes an adult book, then a student book), else the newest; its series goes on
 * from the highest serial seen in it. Nothing recent: only the default product.
 */
export function suggestNextSet(
  recent: readonly TicketSet[],
  trip: readonly TicketSet[],
): Partial<FormValues> {
  const held = new Set(trip.map((s) => s.series));
  const ordered = [...recent].sort(newestFirst);
  const template = ordered.find((s) => !held.has(s.series)) ?? ordered[0];
  if (!template) return { fare_product: 've_luot' };
  const base = {
    series: template.series,
    denomination: String(template.denomination),
    fare_product: template.fare_product,
  };
  const seen = [...recent, ...trip].filter((s) => s.series === template.series);
  const from = Math.max(...seen.map((s) => s.serial_to)) + 1;
  if (from > MAX_TICKET_SERIAL) return base;
  const to = Math.min(from + template.tickets - 1, MAX_TICKET_SERIAL);
  return { ...base, serial_from: String(from), serial_to: String(to) };
}

const handInput = (values: FormValues) => ({
  series: (values.series ?? '').trim(),
  serialFrom: numberOrNaN(values.serial_from),
  serialTo: numberOrNaN(values.serial_to),
  denomination: numberOrNaN(values.denomination),
});

/** The range rules the contract cannot say (from <= to, at most 5,000 tickets), under 'Số sê-ri cuối'. */
function rangeProblem(values: FormValues): string | null {
  const input = handInput(values);
  if (!Number.isInteger(input.serialFrom) || !Number.isInteger(input.serialTo)) return null;
  const problem = ticketSetProblem({ ...input, series: 'A', denomination: 1 });
  return problem === TICKET_SET_MESSAGES.order || problem === TICKET_SET_MESSAGES.size ? problem : null;
}

export const handSetFields: FormField[] = schemaFields('createTicketSet', {
  series: {
    label: 'Ký hiệu sê-ri',
    placeholder: '7K/26',
    normalize: (value: string) => value.trim().toUpperCase(),
  },
  serial_from: { label: 'Số sê-ri đầu', type: 'number' },
  serial_to: { label: 'Số sê-ri cuối', type: 'number', validate: (_, values) => rangeProblem(values) },
  denomination: { label: 'Mệnh giá', type: 'money' },
  fare_product: { label: 'Sản phẩm vé', helperText: 'Mã sản phẩm in trên quyển, ví dụ ve_luot' },
});

export function toHandBody(values: FormValues): HandBody {
  const input = handInput(values);
  const product = (values.fare_product ?? '').trim();
  return {
    series: input.series.toUpperCase(),
    serial_from: input.serialFrom,
    serial_to: input.serialTo,
    denomination: input.denomination,
    ...(product ? { fare_product: product } : {}),
  };
}

/** A set as the return form's picker names it: '7K/26 số 1.000.001–1.000.050 (7.000 ₫)'. */
export const setKey = (s: Pick<TicketSet, 'series' | 'serial_from'>) => `${s.series}|${s.serial_from}`;

/** The domain's range of a set as the API answers it. */
const rangeOf = (s: TicketSet) => ({ serialFrom: s.serial_from, serialTo: s.serial_to });

const setOf = (sets: readonly TicketSet[], key: string | undefined) => sets.find((s) => setKey(s) === key);

/** The return form: the first unsold serial, then which of the trip's open sets (the first by default). */
export function returnSetFields(open: readonly TicketSet[], label: (s: TicketSet) => string): FormField[] {
  return [
    ...schemaFields('recordTicketSetReturn', {
      returned_from: {
        label: 'Số sê-ri đầu chưa bán',
        type: 'number',
        helperText: 'Bán hết quyển: số cuối + 1',
        validate: (value, values) => {
          const set = setOf(open, values.set);
          return set && value.trim() !== ''
            ? (returnedSerialProblem(rangeOf(set), Number(value)) ?? null)
            : null;
        },
      },
    }),
    {
      name: 'set',
      label: 'Quyển vé',
      type: 'select',
      required: true,
      options: open.map((s) => ({ value: setKey(s), label: label(s) })),
      defaultValue: open[0] ? setKey(open[0]) : '',
    },
  ];
}

export function toReturnBody(open: readonly TicketSet[], values: FormValues): ReturnBody {
  const set = setOf(open, values.set);
  return {
    series: set?.series ?? '',
    serial_from: set?.serial_from ?? 0,
    returned_from: numberOrNaN(values.returned_from),
  };
}

/** What the return will record, shown before it is saved: 'Bán 37 vé, 259.000 ₫'. */
export function returnPreview(
  open: readonly TicketSet[],
  values: FormValues,
): { sold: number; value: number } | null {
  const set = setOf(open, values.set);
  const returned = numberOrNaN(values.returned_from);
  if (!set || returnedSerialProblem(rangeOf(set), returned)) return null;
  const sold = ticketsSold(rangeOf(set), returned);
  return { sold, value: sold * set.denomination };
}
