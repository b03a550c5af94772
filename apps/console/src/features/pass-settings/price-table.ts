// The side-by-side price table (issue 11): rows = card types (price categories), columns = one route and
// each multi-route name, cells = the price valid on the day, so staff compare categories at a glance
// (Hanoi since Nov 2024: priority 70.000 / 140.000 ₫, group 100.000 / 200.000, individual 140.000 / 280.000).
import { priceOnDay } from '@busops/domain';
import type { CardType, Price } from './pass-settings.resource';

export interface PriceTableColumn {
  key: string;
  title: string;
  subtitle: string;
}

export interface PriceTableRow {
  cardType: Pick<CardType, 'id' | 'code' | 'name' | 'enabled'>;
  /** Column key -> the price valid on the day (VND), or null when none is. */
  cells: Record<string, Price | null>;
}

const byRange = (p: Price) => ({ ...p, validFrom: p.valid_from, validTo: p.valid_to });

/**
 * `single`: the prices of the chosen route; `multi`: every multi-route price. Each column keeps, per card
 * type, the price `priceOnDay` picks for `day`.
 */
export function buildPriceTable(
  cardTypes: readonly Pick<CardType, 'id' | 'code' | 'name' | 'enabled'>[],
  routeTitle: string | null,
  single: readonly Price[],
  multi: readonly Price[],
  day: string,
): { columns: PriceTableColumn[]; rows: PriceTableRow[] } {
  const names = [...new Set(multi.map((p) => p.multiple_routes_name ?? ''))].sort((a, b) =>
    a.localeCompare(b, 'vi'),
  );
  const columns: PriceTableColumn[] = [
    ...(routeTitle ? [{ key: 'single', title: 'Một tuyến', subtitle: routeTitle }] : []),
    ...names.map((name) => ({ key: `multi:${name}`, title: 'Liên tuyến', subtitle: name })),
  ];
  const pick = (candidates: readonly Price[], typeId: number) =>
    priceOnDay(candidates.filter((p) => p.card_type_id === typeId).map(byRange), day) ?? null;
  const rows = cardTypes.map((cardType) => {
    const cells: Record<string, Price | null> = {};
    if (routeTitle) cells.single = pick(single, cardType.id);
    for (const name of names)
      cells[`multi:${name}`] = pick(
        multi.filter((p) => p.multiple_routes_name === name),
        cardType.id,
      );
    return { cardType, cells };
  });
  return { columns, rows };
}
