// /vehicle/map (Bản đồ xe): the company's network and buses, live. The map (LiveMapView: the shared
// Leaflet NetworkMap, its own lazy chunk, drawn without tiles) shows the lines coloured by route, the
// stops and the buses (stale grey); the side panel lists the buses (plate, line, "x giây trước", stale
// badge) with a plate search and a route filter that also narrows the lines drawn; clicking a bus (map
// or list) or choosing it in the palette (?bus=<id>) shows its details, and a choice outside the map
// centres the map on it. Keyboard (issue 19): '/' or 'f' focuses the plate search (the screen is the
// active list for those keys), the arrows move through the buses found, Enter centres the map on one.
import {
  Button,
  Callout,
  Card,
  HTMLSelect,
  InputGroup,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { formatDateTime, isStalePosition } from '@busops/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { useActiveList } from '../../components/list-screen/active-list';
import { liveMap } from './live-map.instance';
import type { LiveMapStore } from './live-map.store';
import { LiveMapView } from './live-map-view';
import { type BusPosition, filterBuses, lastReportLabel, lineLabel, reportedRoutes } from './live-positions';
import { filterRoutes, type NetworkMapData } from './network-layers';

export default function LiveMapScreen() {
  return <LiveMap store={liveMap} />;
}

export function LiveMap({ store }: { store: LiveMapStore }) {
  const snap = useSnapshot(store.state);
  const [params, setParams] = useSearchParams();
  const search = useRef<HTMLInputElement>(null);

  useEffect(() => store.start(), [store]);
  // '/' and 'f' focus the plate search; 'g l' the first bus of the list; 'r' reloads.
  useActiveList(
    () => ({
      entity: 'vehicle_position',
      reload: () => store.load(),
      focusCriteria: () => store.focusSearch(),
      focusGrid: () => document.querySelector<HTMLButtonElement>('.live-map__bus')?.focus(),
    }),
    [store],
  );
  // The palette's record search opens /vehicle/map?bus=<id>.
  const busParam = params.get('bus');
  useEffect(() => {
    // A bus chosen on this screen is selected already; one from outside (the palette) is also centred.
    if (busParam && /^\d+$/.test(busParam) && store.state.selectedId !== Number(busParam)) {
      store.select(Number(busParam), true);
    }
  }, [busParam, store]);
  useEffect(() => {
    // Focused with what it holds selected: the next plate typed replaces the last one.
    if (snap.searchFocus > 0) search.current?.select();
  }, [snap.searchFocus]);

  const all = useMemo(() => Object.values(snap.fleet) as BusPosition[], [snap.fleet]);
  const staleIds = useMemo(
    () => new Set(all.filter((b) => isStalePosition(b.reported_at, snap.now)).map((b) => b.vehicle_id)),
    [all, snap.now],
  );
  // The panel lists the buses on the road first, then the silent ones, then those never seen.
  const shown = useMemo(
    () =>
      filterBuses(all, { query: snap.query, routeId: snap.routeId }).sort(
        (a, b) => panelRank(a, staleIds) - panelRank(b, staleIds),
      ),
    [all, snap.query, snap.routeId, staleIds],
  );
  const network = snap.network as NetworkMapData | null;
  const routes = useMemo(() => filterRoutes(network?.lines ?? [], reportedRoutes(all)), [network, all]);
  const selected =
    snap.selectedId === null ? null : ((snap.fleet[snap.selectedId] as BusPosition | undefined) ?? null);
  // A bus clicked on the map is where the user looks already; one chosen in the list is centred.
  const choose = useCallback(
    (id: number, focus = false) => {
      store.select(id, focus);
      setParams({ bus: String(id) }, { replace: true });
    },
    [store, setParams],
  );
  // The bus the arrows point at in the list while the search has the focus (Enter centres it).
  const [active, setActive] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts at the first bus found
  useEffect(() => setActive(0), [snap.query]);
  const onSearchKey = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, shown.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter') {
      const bus = shown[Math.min(active, shown.length - 1)];
      if (bus) choose(bus.vehicle_id, true);
    } else return;
    event.preventDefault();
  };
  const clearSelection = useCallback(() => {
    store.select(null);
    setParams({}, { replace: true });
  }, [store, setParams]);

  if (snap.error && all.length === 0) {
    return (
      <Callout intent="danger" title="Không tải được vị trí xe">
        {snap.error}
        <Button text="Thử lại" onClick={() => void store.load()} style={{ marginLeft: 12 }} />
      </Callout>
    );
  }
  const live = all.length - staleIds.size;
  return (
    <div className="live-map">
      <div className="live-map__map">
        <LiveMapView
          network={network}
          buses={shown}
          staleIds={staleIds}
          selectedId={snap.selectedId}
          routeId={snap.routeId}
          focusRequest={snap.focusRequest}
          onBusClick={choose}
          onSelectionClear={clearSelection}
        />
      </div>
      <aside className="live-map__panel" aria-label="Danh sách xe">
        <div className="live-map__summary">
          <Tag intent="success" minimal>
            {live} xe đang chạy
          </Tag>{' '}
          <Tag minimal>{staleIds.size} xe mất tín hiệu</Tag>
        </div>
        {snap.networkError ? (
          <Callout intent="warning" compact>
            Không tải được tuyến và điểm dừng: {snap.networkError}{' '}
            <Button size="small" variant="minimal" text="Thử lại" onClick={() => void store.loadNetwork()} />
          </Callout>
        ) : null}
        <InputGroup
          inputRef={search}
          leftIcon="search"
          placeholder="Tìm biển số, số tài… (/)"
          aria-label="Tìm xe"
          aria-controls="live-map-buses"
          aria-activedescendant={shown[active] ? `live-map-bus-${shown[active].vehicle_id}` : undefined}
          rightElement={<kbd className="live-map__key">/</kbd>}
          onKeyDown={onSearchKey}
          value={snap.query}
          onValueChange={(v) => {
            store.state.query = v;
          }}
        />
        <HTMLSelect
          aria-label="Lọc theo tuyến"
          fill
          value={snap.routeId ?? ''}
          onChange={(e) => {
            store.state.routeId = e.currentTarget.value === '' ? null : Number(e.currentTarget.value);
          }}
          options={[
            { value: '', label: 'Tất cả tuyến' },
            ...routes.map(([id, number]) => ({ value: id, label: `Tuyến ${number}` })),
          ]}
        />
        {selected ? (
          <BusDetails bus={selected} now={snap.now} stale={staleIds.has(selected.vehicle_id)} />
        ) : null}
        {snap.loading && all.length === 0 ? <Spinner size={24} /> : null}
        {!snap.loading && shown.length === 0 ? (
          <NonIdealState icon="drive-time" title="Không có xe" description="Không có xe nào khớp bộ lọc." />
        ) : null}
        <ul className="live-map__list" id="live-map-buses">
          {shown.map((b, i) => {
            const stale = staleIds.has(b.vehicle_id);
            return (
              <li key={b.vehicle_id} id={`live-map-bus-${b.vehicle_id}`}>
                <button
                  type="button"
                  className={`live-map__bus${b.vehicle_id === snap.selectedId ? ' live-map__bus--selected' : ''}${i === active && snap.query ? ' live-map__bus--active' : ''}`}
                  onClick={() => choose(b.vehicle_id, true)}
                >
                  <span className="live-map__plate">{b.plate}</span>
                  <span className="live-map__ago">{lastReportLabel(b.reported_at, snap.now)}</span>
                  <span className="live-map__line">{lineLabel(b)}</span>
                  {stale ? (
                    <Tag minimal className="live-map__stale">
                      Mất tín hiệu
                    </Tag>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      </aside>
    </div>
  );
}

const panelRank = (b: BusPosition, staleIds: ReadonlySet<number>) =>
  b.reported_at === null ? 2 : staleIds.has(b.vehicle_id) ? 1 : 0;

/** The chosen bus. Driver: issue 10 assigns drivers to trips; until then, honestly unassigned. */
function BusDetails({ bus, now, stale }: { bus: BusPosition; now: number; stale: boolean }) {
  const rows: Array<[string, string]> = [
    ['Biển số', bus.plate],
    ['Số tài', bus.fleet_number ?? '—'],
    ['Tuyến', lineLabel(bus)],
    ['Chuyến (thiết bị báo)', bus.trip_id ?? '—'],
    ['Tài xế', 'Chưa phân công'],
    [
      'Báo vị trí lúc',
      bus.reported_at
        ? `${formatDateTime(bus.reported_at)} (${lastReportLabel(bus.reported_at, now)})`
        : 'Chưa có vị trí',
    ],
    ['Tốc độ', bus.speed === null ? '—' : `${Math.round(bus.speed * 3.6)} km/h`],
  ];
  return (
    <Card className="live-map__details" aria-label={`Xe ${bus.plate}`}>
      <div className="live-map__details-title">
        <strong>{bus.plate}</strong>
        {stale ? (
          <Tag minimal>Mất tín hiệu</Tag>
        ) : (
          <Tag intent="success" minimal>
            Đang chạy
          </Tag>
        )}
      </div>
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
