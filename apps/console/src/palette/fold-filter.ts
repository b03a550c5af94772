// cmdk's default scorer on diacritic-folded text (design §7): 'xac nhan' finds 'Xác nhận'.
import { fold } from '@busops/domain';
import { defaultFilter } from 'cmdk';

export function foldFilter(value: string, search: string, keywords?: string[]): number {
  return defaultFilter(fold(value), fold(search), (keywords ?? []).map(fold));
}
