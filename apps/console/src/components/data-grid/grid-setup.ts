// AG Grid 36: only the Community modules we use (design §7), all registered here (a module missing from one
// grid is AG Grid error #200 in the console and a feature that silently does nothing), and the Theming API.
import {
  CellApiModule,
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  LocaleModule,
  ModuleRegistry,
  NumberEditorModule,
  PinnedRowModule,
  RenderApiModule,
  RowApiModule,
  RowAutoHeightModule,
  RowSelectionModule,
  RowStyleModule,
  ScrollApiModule,
  SelectEditorModule,
  TextEditorModule,
  TooltipModule,
  themeQuartz,
  ValidationModule,
} from 'ag-grid-community';

let registered = false;

export function registerGridModules(): void {
  if (registered) return;
  registered = true;
  ModuleRegistry.registerModules([
    ClientSideRowModelModule,
    RowSelectionModule,
    PinnedRowModule,
    ColumnApiModule,
    // autoSizeStrategy 'fitCellContents' (data-grid.tsx) does nothing without it: every column kept its
    // starting width, and names, short names and counts were cut
    ColumnAutoSizeModule,
    RowApiModule,
    // nameColumn / personColumn (columns.ts): a long name wraps and its row grows (autoHeight)
    RowAutoHeightModule,
    RenderApiModule,
    CellStyleModule,
    RowStyleModule,
    LocaleModule,
    // headerTooltip (routes' headway column) and ensureIndexVisible (the first row after a page change,
    // the board's selected trip)
    TooltipModule,
    ScrollApiModule,
    // the board's row data transactions; the route tickets' cell editors
    ClientSideRowModelApiModule,
    TextEditorModule,
    NumberEditorModule,
    SelectEditorModule,
    // getCellValue for Ctrl+C (grid-copy.ts): without it the call answers undefined, silently
    CellApiModule,
    ...(import.meta.env.DEV ? [ValidationModule] : []),
  ]);
}

/**
 * The page's CSP nonce (Vite's `<meta property="csp-nonce">`, given a fresh value by the API on every page),
 * so the `<style>` elements of AG Grid's theme pass the console's CSP without `style-src 'unsafe-inline'`.
 * Read through the `nonce` property: browsers hide the attribute's value.
 */
export const cspNonce: string | undefined =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

export const gridTheme = themeQuartz.withParams({
  fontFamily: 'inherit',
  headerFontWeight: 600,
  spacing: 6,
  // columns are sized to their content: less padding fits more of them at 1440 and 1024 px
  cellHorizontalPaddingScale: 0.7,
  wrapperBorderRadius: 2,
});

/** The few grid texts a user can meet with our modules. */
export const GRID_LOCALE_VI: Record<string, string> = {
  noRowsToShow: 'Không có dữ liệu',
  loadingOoo: 'Đang tải...',
  selectAll: 'Chọn tất cả',
  ariaRowSelect: 'Chọn dòng',
  ariaRowDeselect: 'Bỏ chọn dòng',
  ariaRowSelectAll: 'Chọn tất cả các dòng',
  ariaChecked: 'đã chọn',
  ariaUnchecked: 'chưa chọn',
};
