// Tab 3 of /monthly-ticket/setting: the price table, card types side by side (rows) against one route and
// each multi-route name (columns), the prices valid today (Asia/Ho_Chi_Minh), money as '70.000 ₫'. The
// route is picked with `r`; the table reloads after any price or card type change.
import { HTMLSelect, Label, NonIdealState, Tag } from '@blueprintjs/core';
import { formatVnd, saigonToday } from '@busops/domain';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api';
import { toastError } from '../../lib/toasts';
import type { Price } from './pass-settings.resource';
import { cardTypes, options, prices } from './pass-settings.store';
import { buildPriceTable } from './price-table';

export function PriceTablePanel() {
  const snap = useSnapshot(options);
  const priceList = useSnapshot(prices.list);
  const typeList = useSnapshot(cardTypes.list);
  const [routeId, setRouteId] = useState<number | null>(null);
  const [single, setSingle] = useState<Price[]>([]);
  const [multi, setMulti] = useState<Price[]>([]);
  const routeRef = useRef<HTMLSelectElement>(null);
  const today = saigonToday();
  const route = snap.routes.find((r) => r.id === routeId) ?? null;

  useEffect(() => {
    if (routeId === null && snap.routes.length > 0) setRouteId(snap.routes[0]!.id);
  }, [routeId, snap.routes]);

  // Reloads when a price or card type changed (their lists reload after every save).
  const version = `${priceList.items.length}:${priceList.total}:${typeList.items.length}:${String(priceList.requesting)}`;
  useEffect(() => {
    void version;
    if (routeId === null) return;
    const query = { page: 0, size: 500, scope: 'single' as const, route_id: routeId, with_total: false };
    Promise.all([
      api.call('listSubscriptionPrices', { params: { query } }),
      api.call('listSubscriptionPrices', {
        params: { query: { page: 0, size: 500, scope: 'multi', with_total: false } },
      }),
    ])
      .then(([s, m]) => {
        setSingle(s.data.items);
        setMulti(m.data.items);
      })
      .catch(toastError);
  }, [routeId, version]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
      if (event.key !== 'r') return;
      event.preventDefault();
      routeRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const types = snap.cardTypes.filter((t) => t.enabled);
  const table = buildPriceTable(
    types,
    route ? `Tuyến ${route.number} · ${route.name}` : null,
    single,
    multi,
    today,
  );
  return (
    <div className="pass-price-table">
      <div className="pass-price-bar">
        <Label className="bp6-inline">
          Tuyến <kbd>r</kbd>
          <HTMLSelect
            ref={routeRef}
            value={routeId ?? ''}
            onChange={(e) => setRouteId(Number(e.target.value))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur();
            }}
            options={snap.routes.map((r) => ({ value: r.id, label: `${r.number} · ${r.name}` }))}
            data-testid="price-table-route"
          />
        </Label>
        <span className="pass-price-note">Giá hiệu lực hôm nay ({today.split('-').reverse().join('/')})</span>
      </div>
      {types.length === 0 ? (
        <NonIdealState
          icon="th"
          title="Chưa có loại thẻ đang bán"
          description="Thêm loại thẻ ở thẻ 1 (phím n)."
        />
      ) : (
        <table className="bp6-html-table bp6-html-table-bordered bp6-html-table-striped pass-price-grid">
          <thead>
            <tr>
              <th>Loại thẻ</th>
              {table.columns.map((c) => (
                <th key={c.key} className="pass-price-money">
                  {c.title}
                  <div className="pass-price-sub">{c.subtitle}</div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.cardType.id}>
                <td>
                  <Tag minimal>{row.cardType.code}</Tag> {row.cardType.name}
                </td>
                {table.columns.map((c) => {
                  const cell = row.cells[c.key];
                  return (
                    <td key={c.key} className="pass-price-money">
                      {cell ? (
                        <>
                          {formatVnd(cell.price)}
                          {!cell.vat_included && <div className="pass-price-sub">chưa gồm VAT</div>}
                        </>
                      ) : (
                        <span className="pass-price-sub">chưa có giá</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
