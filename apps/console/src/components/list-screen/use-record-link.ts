// `?id=<id>` on a list screen: the link of one record (a palette record hit, a recent record on /menu).
// The screen loads that record and opens it (its edit dialog), then drops the parameter so a reload or
// Back does not open it again.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toastError } from '../../lib/toasts';

export const recordLink = (screenPath: string, id: number | string) => `${screenPath}?id=${id}`;

export function useRecordLink<T>(load: (id: number) => Promise<T>, open: (record: T) => void): void {
  const [params, setParams] = useSearchParams();
  const raw = params.get('id');
  // biome-ignore lint/correctness/useExhaustiveDependencies: react to the id only (load/open may be inline)
  useEffect(() => {
    const id = Number(raw);
    if (!raw || !Number.isInteger(id) || id <= 0) return;
    setParams(
      (current) => {
        current.delete('id');
        return current;
      },
      { replace: true },
    );
    load(id).then(open, toastError);
  }, [raw]);
}
