// AG Grid 36: only the Community modules we use (design §7), and the Theming API.
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  LocaleModule,
  ModuleRegistry,
  PinnedRowModule,
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
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
    RowApiModule,
    RenderApiModule,
    CellStyleModule,
    RowStyleModule,
    LocaleModule,
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
