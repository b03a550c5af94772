// /vehicle/map over a fake API: the fleet from listVehiclePositions, a batch from the SSE stream
// moving a bus, the stale badge, the network's lines (narrowed by the route filter, which also offers
// routes no bus reports yet), and a click showing the bus's details (driver honestly unassigned).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MapBus, NetworkMapProps } from '../../components/network-map/network-map.types';
import { fakeClient } from '../../test/fake-client';
import { LiveMap } from './live-map.screen';
import { createLiveMapStore } from './live-map.store';
import type { BusPosition } from './live-positions';

// Leaflet draws on canvases jsdom does not have: the map is replaced by a stand-in that keeps what the
// screen hands it (lines and stops as props, buses through the handle, the focus requests).
const drawn = vi.hoisted(() => ({
  buses: [] as MapBus[],
  focus: [] as Array<{ lng: number; lat: number }>,
  fits: 0,
  onBusClick: null as null | ((id: number | string) => void),
}));
vi.mock('../../components/network-map/network-map', () => ({
  NetworkMap(props: NetworkMapProps) {
    drawn.onBusClick = props.onBusClick ?? null;
    useImperativeHandle(
      props.ref,
      () => ({
        setBuses(buses) {
          drawn.buses = [...buses];
        },
        updateBuses() {},
        removeBuses() {},
        setStale() {},
        fit() {
          drawn.fits += 1;
        },
        focusOn(point) {
          drawn.focus.push(point);
        },
        focusMap() {},
      }),
      [],
    );
    return <div data-testid="network-map" data-selected={props.selectedBusId ?? ''} />;
  },
}));

const now = Date.now();
const bus = (over: Partial<BusPosition>): BusPosition => ({
  vehicle_id: 1,
  plate: '51B-123.45',
  fleet_number: 'PN-01',
  gps_device_id: 'D1',
  route_id: 7,
  route_number: '19',
  line_id: 70,
  line_name: 'Lượt đi',
  lat: 10.77,
  lng: 106.7,
  bearing: 90,
  speed: 5,
  trip_id: 'L70-0600',
  current_stop_sequence: null,
  reported_at: new Date(now - 5_000).toISOString(),
  stale: false,
  ...over,
});

const fleet = [
  bus({}),
  bus({
    vehicle_id: 2,
    plate: '51B-999.01',
    reported_at: new Date(now - 10 * 60_000).toISOString(),
    stale: true,
  }),
];

const network = {
  lines: [
    {
      id: 70,
      route_id: 7,
      route_number: '19',
      direction: 0,
      name: 'Lượt đi',
      color: '#D9822B',
      coordinates: [
        [106.7, 10.77],
        [106.71, 10.78],
      ],
      stop_ids: [5],
    },
    {
      id: 71,
      route_id: 7,
      route_number: '19',
      direction: 1,
      name: 'Lượt về',
      color: '#D9822B',
      coordinates: [
        [106.71, 10.78],
        [106.7, 10.77],
      ],
      stop_ids: [5],
    },
    {
      id: 80,
      route_id: 8,
      route_number: '152',
      direction: 0,
      name: 'Lượt đi',
      color: null,
      coordinates: [
        [106.6, 10.8],
        [106.65, 10.81],
      ],
      stop_ids: [],
    },
  ],
  stops: [{ id: 5, code: 'Q1-001', name: 'Bến Thành', lat: 10.771, lng: 106.698 }],
};

function setup(streamBody: string) {
  const { client, calls } = fakeClient((call) => {
    if (call.path.endsWith('/network-map')) return { body: network };
    if (call.path.endsWith('/vehicle-positions/stream')) {
      return { body: streamBody, headers: { 'Content-Type': 'text/event-stream' } };
    }
    if (call.path.endsWith('/vehicle-positions')) return { body: { items: fleet, total: fleet.length } };
    return undefined;
  });
  return { store: createLiveMapStore(client), calls };
}

describe('LiveMap', () => {
  it('lists the fleet, greys the stale bus, and follows the stream', async () => {
    const moved = bus({ lat: 10.8, reported_at: new Date(now).toISOString() });
    const { store, calls } = setup(`id: ${now}\nevent: positions\ndata: ${JSON.stringify([moved])}\n\n`);
    const view = render(
      <MemoryRouter>
        <LiveMap store={store} />
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('complementary', { name: 'Danh sách xe' });
    await within(panel).findByText('51B-123.45');
    expect(within(panel).getAllByText('Mất tín hiệu')).toHaveLength(1);
    await waitFor(() => expect(store.state.fleet[1]!.lat).toBe(10.8));
    expect(calls.some((c) => c.path.endsWith('/stream'))).toBe(true);
    // The map got both buses through its handle, the moved one at its new place, the silent one grey.
    await waitFor(() => expect(drawn.buses.find((b) => b.id === 1)?.lat).toBe(10.8));
    expect(drawn.buses.find((b) => b.id === 2)).toMatchObject({ stale: true });
    expect(drawn.buses.find((b) => b.id === 1)).toMatchObject({ stale: false });
    view.unmount();
  });

  it("draws the network's lines and stops; the route filter narrows them", async () => {
    const { store } = setup(': connected\n\n');
    const view = render(
      <MemoryRouter>
        <LiveMap store={store} />
      </MemoryRouter>,
    );
    const box = () => view.container.querySelector('.live-map__canvas')!;
    await waitFor(() => expect(box().getAttribute('data-lines')).toBe('3'));
    expect(box().getAttribute('data-stops')).toBe('1');
    // Route 152 has no bus on the road: the filter offers it from the network.
    const filter = screen.getByRole('combobox', { name: 'Lọc theo tuyến' });
    expect(within(filter).getByRole('option', { name: 'Tuyến 152' })).toBeTruthy();
    await userEvent.selectOptions(filter, 'Tuyến 19');
    await waitFor(() => expect(box().getAttribute('data-lines')).toBe('2'));
    expect(box().getAttribute('data-stops')).toBe('1');
    // ...and the view follows the chosen route's lines.
    await waitFor(() => expect(drawn.fits).toBeGreaterThan(0));
    await userEvent.selectOptions(filter, 'Tuyến 152');
    expect(box().getAttribute('data-lines')).toBe('1');
    expect(box().getAttribute('data-stops')).toBe('0');
    view.unmount();
  });

  it('shows the chosen bus: plate, line, trip as reported, driver not assigned yet', async () => {
    const { store } = setup(': connected\n\n');
    const view = render(
      <MemoryRouter>
        <LiveMap store={store} />
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('complementary', { name: 'Danh sách xe' });
    await userEvent.click(await within(panel).findByText('51B-123.45'));
    const details = await screen.findByLabelText('Xe 51B-123.45', { selector: '.live-map__details' });
    // Chosen in the list: the map highlights it and centres on it.
    expect(screen.getByTestId('network-map').getAttribute('data-selected')).toBe('1');
    await waitFor(() => expect(drawn.focus.at(-1)).toEqual({ lng: 106.7, lat: 10.77 }));
    expect(within(details).getByText('Tuyến 19 · Lượt đi')).toBeTruthy();
    expect(within(details).getByText('L70-0600')).toBeTruthy();
    expect(within(details).getByText('Chưa phân công')).toBeTruthy();
    expect(within(details).getByText('PN-01')).toBeTruthy();
    // Clicked on the map: its details, without moving the view.
    const focused = drawn.focus.length;
    act(() => drawn.onBusClick?.(2));
    await screen.findByLabelText('Xe 51B-999.01', { selector: '.live-map__details' });
    expect(drawn.focus).toHaveLength(focused);
    view.unmount();
  });
});
