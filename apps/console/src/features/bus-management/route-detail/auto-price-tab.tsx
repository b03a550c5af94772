// Tab 'Giá tự động' of a route: the switch (PUT {id}/route/autoPrice, confirmed: switching on reprices the
// stored tickets), the entries (type, price, up to km; the open-ended one has no limit) with add and
// delete, and presets that fill typical entries (Hà Nội since 11/2024, TP.HCM).
import {
  Button,
  Callout,
  ControlGroup,
  HTMLSelect,
  HTMLTable,
  Intent,
  NonIdealState,
  NumericInput,
  Spinner,
  Switch,
} from '@blueprintjs/core';
import { AUTO_PRICE_PRESETS, type AutoPriceEntry, formatVnd } from '@busops/domain';
import type { Schemas } from '@busops/sdk';
import { useCallback, useEffect, useState } from 'react';
import { ConfirmAlert } from '../../../components/confirm-alert/confirm-alert';
import { MoneyInput } from '../../../components/money-input/money-input';
import { api } from '../../../lib/api';
import { data } from '../../../lib/call';
import { formErrorMessage } from '../../../lib/request-state';
import { toast } from '../../../lib/toasts';
import './route-fares.css';
import { TICKET_TYPE_LABELS, type TicketType } from './fares-labels';
import type { RouteTabProps } from './route-tab-props';

type State = Schemas['RouteAutoPriceState'];
type Entry = Schemas['RouteAutoPrice'];

export const PRESETS: ReadonlyArray<{ id: keyof typeof AUTO_PRICE_PRESETS; label: string }> = [
  { id: 'hanoi2024', label: 'Hà Nội (11/2024)' },
  { id: 'hcmc', label: 'TP.HCM' },
];

const sameBand = (a: Entry, b: AutoPriceEntry) => a.type === b.type && a.max_distance_km === b.maxDistanceKm;

/** The preset's entries the route does not have yet (same type and limit): the ones a preset adds. */
export function missingEntries(items: readonly Entry[], preset: readonly AutoPriceEntry[]): AutoPriceEntry[] {
  return preset.filter((p) => !items.some((i) => sameBand(i, p)));
}

export function RouteAutoPriceTab({ route }: RouteTabProps) {
  const [state, setState] = useState<State | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [type, setType] = useState<TicketType>('standard');
  const [price, setPrice] = useState<number | null>(7_000);
  const [maxKm, setMaxKm] = useState<number | null>(null);
  const path = { id: route.id };

  const load = useCallback(async () => {
    try {
      setState(await data(api.call('listRouteAutoPrices', { params: { path: { id: route.id } } })));
      setError(null);
    } catch (e) {
      setError(formErrorMessage(e) ?? 'Thất bại!');
    }
  }, [route.id]);

  useEffect(() => {
    void load();
  }, [load]);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(done);
    } catch (e) {
      toast.error(formErrorMessage(e) ?? 'failure');
    } finally {
      setBusy(false);
      await load();
    }
  };

  const addEntry = (e: AutoPriceEntry) =>
    api.call('createRouteAutoPrice', {
      params: { path },
      body: { type: e.type as TicketType, price: e.price, max_distance_km: e.maxDistanceKm },
    });

  const applyPreset = (preset: readonly AutoPriceEntry[]) =>
    run(async () => {
      for (const e of missingEntries(state?.items ?? [], preset)) await addEntry(e);
    }, 'Đã thêm các mức giá mẫu');

  if (error) return <NonIdealState icon="error" title="Không tải được giá tự động" description={error} />;
  if (!state) return <Spinner size={24} />;
  const on = state.is_auto_price;
  return (
    <div className="route-fares-tab" data-testid="route-auto-price-tab">
      <Switch
        large
        checked={on}
        disabled={busy}
        label={on ? 'Giá tự động: đang bật' : 'Giá tự động: đang tắt'}
        onChange={() => setConfirming(true)}
      />
      <Callout compact icon="info-sign">
        Khi bật, giá mỗi vé là mức của loại vé đó có cự ly tối đa nhỏ nhất không dưới cự ly của vé (không có
        thì mức không giới hạn). Bật lên sẽ tính lại giá các vé đã lưu.
      </Callout>
      <div className="route-fares-toolbar">
        <span>Mẫu:</span>
        {PRESETS.map((p) => (
          <Button
            key={p.id}
            icon="predictive-analysis"
            text={p.label}
            disabled={busy}
            onClick={() => void applyPreset(AUTO_PRICE_PRESETS[p.id])}
          />
        ))}
      </div>
      <HTMLTable compact striped className="route-fares-table" data-testid="route-auto-price-entries">
        <thead>
          <tr>
            <th>Loại vé</th>
            <th>Giá</th>
            <th>Đến (km)</th>
            <th aria-label="Thao tác" />
          </tr>
        </thead>
        <tbody>
          {state.items.length === 0 && (
            <tr>
              <td colSpan={4}>Chưa có mức giá: thêm bên dưới hoặc chọn một mẫu.</td>
            </tr>
          )}
          {state.items.map((e) => (
            <tr key={e.id}>
              <td>{TICKET_TYPE_LABELS[e.type]}</td>
              <td>{formatVnd(e.price)}</td>
              <td>
                {e.max_distance_km === null
                  ? 'Không giới hạn'
                  : `≤ ${String(e.max_distance_km).replace('.', ',')} km`}
              </td>
              <td>
                <Button
                  small
                  variant="minimal"
                  icon="trash"
                  aria-label={`Xoá mức ${formatVnd(e.price)}`}
                  disabled={busy}
                  onClick={() =>
                    void run(
                      () =>
                        api.call('deleteRouteAutoPrice', { params: { path: { ...path, entryId: e.id } } }),
                      'Đã xoá mức giá',
                    )
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // An empty price goes as 0: the API refuses it with its own Vietnamese message.
          void run(() => addEntry({ type, price: price ?? 0, maxDistanceKm: maxKm }), 'Đã thêm mức giá');
        }}
      >
        <ControlGroup>
          <HTMLSelect
            aria-label="Loại vé"
            value={type}
            onChange={(e) => setType(e.currentTarget.value as TicketType)}
            options={Object.entries(TICKET_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          />
          <MoneyInput
            aria-label="Giá (đồng)"
            placeholder="Giá (đồng)"
            value={price}
            onValueChange={setPrice}
          />
          <NumericInput
            aria-label="Đến km (trống = không giới hạn)"
            placeholder="Đến km (trống: mọi km)"
            value={maxKm ?? ''}
            min={0}
            onValueChange={(v, s) => setMaxKm(s.trim() === '' || Number.isNaN(v) ? null : v)}
            buttonPosition="none"
          />
          <Button type="submit" icon="add" text="Thêm mức" disabled={busy} />
        </ControlGroup>
      </form>
      <ConfirmAlert
        isOpen={confirming}
        icon="automatic-updates"
        intent={Intent.PRIMARY}
        confirmText={on ? 'Tắt' : 'Bật'}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await api.call('switchRouteAutoPrice', { params: { path }, body: { isAutoPrice: !on } });
          setConfirming(false);
          toast.success(on ? 'Đã tắt giá tự động' : 'Đã bật giá tự động, giá vé đã được tính lại');
          await load();
        }}
      >
        {on
          ? `Tắt giá tự động của tuyến ${route.number}? Giá vé hiện tại được giữ nguyên.`
          : `Bật giá tự động của tuyến ${route.number}? Giá các vé đã lưu sẽ được tính lại theo các mức giá.`}
      </ConfirmAlert>
    </div>
  );
}
