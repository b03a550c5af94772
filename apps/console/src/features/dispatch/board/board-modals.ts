// The board's dialogs by name (lib/modals.ts): commands open them, the screen renders them. Each
// takes the trip codes it acts on when it opens, and reads the rows afresh on every save (a reload
// after a stale refusal brings the new versions).
import type { AssignField } from './board-actions';

export const MODAL = {
  assign: 'dispatch.assign',
  status: 'dispatch.status',
  time: 'dispatch.time',
  note: 'dispatch.note',
  history: 'dispatch.history',
  route: 'dispatch.route',
  handSet: 'dispatch.hand-ticket-set',
  returnSet: 'dispatch.return-ticket-set',
} as const;

export interface AssignModal {
  field: AssignField;
  codes: string[];
}
export interface CodesModal {
  codes: string[];
}
export type NoteKind = 'delete' | 'lost' | 'no-return';
export interface NoteModal {
  kind: NoteKind;
  codes: string[];
}
export interface HistoryModal {
  /** One trip's history, or the whole day's (null). */
  code: string | null;
}
