// The pinned bottom totals row (AG Grid Community has no aggregation): money columns summed over the
// rows of the current page. Money is integer VND (design §3), so plain integer sums are exact.

export const TOTALS_ROW_FLAG = '__totals';

export function computeTotals<T>(
  rows: readonly T[],
  moneyFields: readonly string[],
  label: { field: string; text: string } | null = null,
): Record<string, unknown> {
  const totals: Record<string, unknown> = { [TOTALS_ROW_FLAG]: true };
  for (const field of moneyFields) {
    let sum = 0;
    for (const row of rows) {
      const value = Number((row as Record<string, unknown>)[field]);
      if (Number.isFinite(value)) sum += value;
    }
    totals[field] = sum;
  }
  if (label) totals[label.field] = label.text;
  return totals;
}
