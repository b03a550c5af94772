// Ticket sets (vé quyển, issue 20): a book of printed paper tickets of one fare product and
// denomination, numbered `serial_from`..`serial_to` in a series, handed to a trip's conductor before
// the trip; what comes back unused starts at `returned_from` (the first unsold serial; `serial_to + 1`
// when every ticket was sold). The API refuses a set that breaks these rules and the console checks the
// same rules before it sends, so both say the same thing in the same words.

/** A serial is printed on the ticket: at most 8 digits (the books in use print 7). */
export const MAX_TICKET_SERIAL = 99_999_999;
/** A set given out for one trip: a few books of 100 at most; a typo of an extra digit is refused. */
export const MAX_TICKETS_PER_SET = 5_000;
/** Series printed on the books: capital letters, digits, '/' and '-' ('AA/26', 'HN-01'). */
export const TICKET_SERIES_PATTERN = /^[A-Z0-9][A-Z0-9/-]{0,15}$/;

export interface SerialRange {
  series: string;
  serialFrom: number;
  serialTo: number;
}

export interface TicketSetInput extends SerialRange {
  /** The face value of each ticket (VND). */
  denomination: number;
}

export const TICKET_SET_MESSAGES = {
  series: 'Ký hiệu sê-ri chỉ gồm chữ in hoa, chữ số, "/" và "-", tối đa 16 ký tự',
  serial: `Số sê-ri phải là số nguyên từ 1 đến ${MAX_TICKET_SERIAL.toLocaleString('vi-VN')}`,
  order: 'Số sê-ri đầu phải nhỏ hơn hoặc bằng số sê-ri cuối',
  size: `Một lần giao tối đa ${MAX_TICKETS_PER_SET.toLocaleString('vi-VN')} vé`,
  denomination: 'Mệnh giá phải là số nguyên dương (đồng)',
  returned: 'Số sê-ri trả lại phải nằm trong dải vé đã giao (từ số đầu đến số cuối + 1 khi bán hết)',
  overlap: 'Dải sê-ri trùng với một quyển vé đã giao cùng ký hiệu',
  alreadyReturned: 'Quyển vé này đã nhận trả lại',
  notFound: 'Không tìm thấy quyển vé có ký hiệu và số đầu này trên chuyến',
} as const;

const isSerial = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_TICKET_SERIAL;

/** The first rule a set breaks, as the message the caller sees; undefined when it keeps them all. */
export function ticketSetProblem(set: TicketSetInput): string | undefined {
  if (!TICKET_SERIES_PATTERN.test(set.series)) return TICKET_SET_MESSAGES.series;
  if (!isSerial(set.serialFrom) || !isSerial(set.serialTo)) return TICKET_SET_MESSAGES.serial;
  if (set.serialFrom > set.serialTo) return TICKET_SET_MESSAGES.order;
  if (ticketsInSet(set) > MAX_TICKETS_PER_SET) return TICKET_SET_MESSAGES.size;
  if (!Number.isInteger(set.denomination) || set.denomination <= 0) return TICKET_SET_MESSAGES.denomination;
  return undefined;
}

/** How many tickets the set holds (both ends included). */
export const ticketsInSet = (range: Pick<SerialRange, 'serialFrom' | 'serialTo'>): number =>
  range.serialTo - range.serialFrom + 1;

/** The returned serial is the first unsold ticket: from the first serial up to one past the last. */
export function returnedSerialProblem(
  range: Pick<SerialRange, 'serialFrom' | 'serialTo'>,
  returnedFrom: number,
): string | undefined {
  return Number.isInteger(returnedFrom) &&
    returnedFrom >= range.serialFrom &&
    returnedFrom <= range.serialTo + 1
    ? undefined
    : TICKET_SET_MESSAGES.returned;
}

/** Tickets sold = serials used: from the first serial up to the returned one (not included). */
export const ticketsSold = (range: Pick<SerialRange, 'serialFrom'>, returnedFrom: number): number =>
  returnedFrom - range.serialFrom;

/** Two sets of one company share a ticket: same series and their serial ranges meet. */
export function serialRangesOverlap(a: SerialRange, b: SerialRange): boolean {
  return a.series === b.series && a.serialFrom <= b.serialTo && b.serialFrom <= a.serialTo;
}
