// /vehicle/map over a fake API: the fleet from listVehiclePositions, a batch from the SSE stream
// moving a bus, the stale badge, and a click showing the bus's details (driver honestly unassigned).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../test/fake-client';
import { LiveMap } from './live-map.screen';
import { createLiveMapStore } from './live-map.store';
import type { BusPosition } from './live-positions';

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

function setup(streamBody: string) {
  const { client, calls } = fakeClient((call) => {
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
    // The map chunk is lazy: the stale bus is drawn grey once it is in.
    await waitFor(() => expect(view.container.querySelector('[data-bus="51B-999.01"]')).not.toBeNull());
    expect(view.container.querySelector('[data-bus="51B-999.01"]')!.getAttribute('data-stale')).toBe('true');
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
    expect(within(details).getByText('Tuyến 19 · Lượt đi')).toBeTruthy();
    expect(within(details).getByText('L70-0600')).toBeTruthy();
    expect(within(details).getByText('Chưa phân công')).toBeTruthy();
    expect(within(details).getByText('PN-01')).toBeTruthy();
    view.unmount();
  });
});
