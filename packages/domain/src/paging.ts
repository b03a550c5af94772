import { DEFAULT_PAGE } from './constants.ts';

// spec §5, §7: screens count pages from 1, the server from 0; an empty page is sent as null.

export function toServerPage(page: number | null | undefined): number | null {
  if (page === null || page === undefined || !Number.isFinite(page)) return null;
  return Math.max(0, Math.trunc(page) - 1);
}

export function fromServerPage(page: number | null | undefined): number {
  if (page === null || page === undefined || !Number.isFinite(page)) return DEFAULT_PAGE;
  return Math.max(0, Math.trunc(page)) + 1;
}
