// A line's ordered stops in the 'Lộ trình' tab: loaded whole (size=500), moved locally by the keyboard
// and saved with one stop-map request (ReorderSaver); a failed save puts the last saved order back (and
// says why), Ctrl+Z undoes the last local move. Adding and removing a stop first sends a pending order.
// One save model (issue 19): every change is saved by itself (a move a moment after the last arrow, or
// at once with Ctrl+S) and each save says so in a toast. An order that changes the line's length
// implausibly (@busops/domain line-stop-checks) waits for the user's confirmation (`lengthCheck`).
import { implausibleLengthChange, pathKm } from '@busops/domain';
import type { operations } from '@busops/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../../lib/api';
import { data } from '../../../lib/call';
import { toast, toastError } from '../../../lib/toasts';
import { moveItem, ReorderSaver } from './stop-order';

export type LineStop =
  operations['listLineStops']['responses'][200]['content']['application/json']['items'][number];

export function useLineStops(routeId: number, lineId: number | null) {
  const [saved, setSaved] = useState<LineStop[]>([]);
  const [draft, setDraft] = useState<LineStop[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const undo = useRef<LineStop[][]>([]);
  const savedRef = useRef<LineStop[]>([]);
  /** An order held back for its length: the user saves it anyway or takes it back. */
  const [lengthCheck, setLengthCheck] = useState<{ stopIds: number[]; before: number; after: number } | null>(
    null,
  );
  // The held order, read once: 'Vẫn lưu' sends it, and the alert's close that follows finds nothing.
  const held = useRef<number[] | null>(null);

  const path = useMemo(() => ({ id: routeId, lineId: lineId ?? 0 }), [routeId, lineId]);
  const replace = useCallback((items: LineStop[]) => {
    savedRef.current = items;
    setSaved(items);
    setDraft(items);
    undo.current = [];
  }, []);

  const send = useCallback(
    async (stopIds: number[]) => {
      setSaving(true);
      try {
        const answer = await data(
          api.call('updateLineStopMap', { params: { path }, body: { stop_ids_map: stopIds } }),
        );
        replace(answer.items);
        toast.success('Đã lưu thứ tự điểm dừng');
      } catch (error) {
        toastError(error);
        setDraft(savedRef.current);
      } finally {
        setSaving(false);
      }
    },
    [path, replace],
  );

  const saver = useMemo(
    () =>
      new ReorderSaver(async (stopIds) => {
        // Only a reorder is measured (same stops): a removal shortens the line by design.
        const saved = savedRef.current;
        if (stopIds.length === saved.length) {
          const byId = new Map(saved.map((s) => [s.stop_id, s]));
          const before = pathKm(saved);
          const after = pathKm(stopIds.map((id) => byId.get(id)!).filter(Boolean));
          if (implausibleLengthChange(before, after)) {
            held.current = stopIds;
            return setLengthCheck({ stopIds, before, after });
          }
        }
        await send(stopIds);
      }),
    [send],
  );

  const confirmLength = useCallback(
    async (keep: boolean) => {
      const stopIds = held.current;
      held.current = null;
      setLengthCheck(null);
      if (!stopIds) return;
      if (keep) await send(stopIds);
      else {
        setDraft(savedRef.current);
        undo.current = [];
      }
    },
    [send],
  );

  /** The line whose stops have been loaded (the tab focuses the list once they are there). */
  const [loadedLine, setLoadedLine] = useState<number | null>(null);
  const reload = useCallback(async () => {
    if (lineId === null) return replace([]);
    setLoading(true);
    try {
      const page = await data(api.call('listLineStops', { params: { path, query: { size: 500 } } }));
      replace(page.items);
      setLoadedLine(lineId);
    } catch (error) {
      toastError(error);
    } finally {
      setLoading(false);
    }
  }, [lineId, path, replace]);

  useEffect(() => {
    void reload();
    return () => saver.cancel();
  }, [reload, saver]);

  const move = useCallback(
    (index: number, delta: -1 | 1): number | null => {
      const moved = moveItem(draft, index, delta);
      if (!moved) return null;
      undo.current.push(draft);
      setDraft(moved.list);
      saver.schedule(moved.list.map((s) => s.stop_id));
      return moved.index;
    },
    [draft, saver],
  );

  const undoMove = useCallback(() => {
    const previous = undo.current.pop();
    if (!previous) return;
    setDraft(previous);
    saver.schedule(previous.map((s) => s.stop_id));
  }, [saver]);

  const add = useCallback(
    async (stopId: number, position?: number) => {
      await saver.flush();
      try {
        await data(
          api.call('createLineStop', {
            params: { path },
            body: { stop_id: stopId, position: position ?? null },
          }),
        );
        toast.success('Đã thêm điểm dừng');
      } catch (error) {
        toastError(error);
      }
      await reload();
    },
    [path, reload, saver],
  );

  /** Removes the stop at `index` with the same one stop-map request (pending moves included). */
  const remove = useCallback(
    async (index: number) => {
      const next = draft.filter((_, i) => i !== index);
      undo.current.push(draft);
      setDraft(next);
      saver.schedule(next.map((s) => s.stop_id));
      await saver.flush();
    },
    [draft, saver],
  );

  const dirty = draft !== saved;
  return {
    stops: draft,
    loading,
    saving,
    dirty,
    move,
    undoMove,
    add,
    remove,
    lengthCheck,
    confirmLength,
    loadedLine,
    save: () => saver.flush(),
    reload,
  };
}
