// Excel's rules for a sheet's name: at most 31 characters, none of : \ / ? * [ ], not blank. A long
// export's later sheets are 'name (2)', 'name (3)'..., so the base is cut to leave room for the suffix.
export const SHEET_NAME_MAX = 31;

export function sheetName(base: string, index: number): string {
  const clean = base.replace(/[:\\/?*[\]]/g, ' ').trim() || 'Sheet';
  const suffix = index === 1 ? '' : ` (${index})`;
  return `${clean.slice(0, SHEET_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}
