// A record opened by its link (`?id=`: a palette record hit, a recent record on /menu) is looked at before
// it is changed: its form opens as a read view with the focus on 'Sửa', never with the cursor in a key
// field where End + text + Enter would rewrite its code. One slot: the record the last link opened, kept
// until its form closes (another link replaces it).
let pending: string | null = null;

const key = (area: string, id: number | string) => `${area}:${id}`;

export function markRecordView(area: string, id: number | string): void {
  pending = key(area, id);
}

/** Whether this record's form opens as a read view (the record a link opened); does not consume it. */
export function isRecordView(area: string, id: number | string): boolean {
  return pending === key(area, id);
}

export function clearRecordView(): void {
  pending = null;
}
