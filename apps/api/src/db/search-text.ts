import { fold } from '@busops/domain';

// The folded text keyword searches match against (no diacritics, đ = d, lower case), stored per row
// so a search is one LIKE on one column.

/** An employee: name, phone in both forms, staff code. */
export const staffSearchText = (fullName: string, phone: string, code?: string | null) =>
  fold([fullName, phone, phone.replace(/^\+84/, '0'), code ?? ''].join(' '));

/** A company: name, short name, code. */
export const companySearchText = (name: string, shortName?: string | null, code?: string | null) =>
  fold([name, shortName ?? '', code ?? ''].join(' '));

/** A member (passenger): name, phone in both forms. */
export const memberSearchText = (fullName: string, phone: string) =>
  fold(`${fullName} ${phone} ${phone.replace(/^\+84/, '0')}`);
