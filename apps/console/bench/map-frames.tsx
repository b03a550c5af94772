// Benchmark and demo page of the network map (bench/map-frames.mjs builds and drives it): 3,000 buses on
// 6 lines in Ho Chi Minh City, every bus reporting every 5 s, delivered as an SSE feed would deliver
// them: a batch of 150 positions every 250 ms through the handle's updateBuses. Frame times are recorded
// with requestAnimationFrame into window.mapBench.
import '@blueprintjs/core/lib/css/blueprint.css';
import { Card, H4, Tag } from '@blueprintjs/core';
import { useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { NetworkMap } from '../src/components/network-map/network-map';
import type {
  MapBus,
  MapLine,
  MapStop,
  NetworkMapHandle,
} from '../src/components/network-map/network-map.types';

const params = new URLSearchParams(location.search);
const BUS_COUNT = Number(params.get('buses') ?? 3000);
const BATCH_MS = 250;
const REPORT_EVERY_MS = 5000;

/** Deterministic random numbers: every run draws the same city. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}
const rand = random(9);

const CENTER = { lng: 106.7009, lat: 10.7769 };
const COLORS = ['#238C2C', '#2D72D2', '#C87619', '#7961DB', '#CD4246', '#147EB3'];

function makeLine(index: number): MapLine {
  const angle = (index / 6) * Math.PI + 0.3;
  const coordinates: [number, number][] = [];
  let lng = CENTER.lng - Math.cos(angle) * 0.12;
  let lat = CENTER.lat - Math.sin(angle) * 0.12;
  for (let step = 0; step <= 40; step++) {
    coordinates.push([lng, lat]);
    lng += Math.cos(angle) * 0.006 + (rand() - 0.5) * 0.003;
    lat += Math.sin(angle) * 0.006 + (rand() - 0.5) * 0.003;
  }
  return {
    id: index + 1,
    name: `Tuyến ${String(index + 1).padStart(2, '0')}`,
    color: COLORS[index],
    coordinates,
  };
}

const LINES = Array.from({ length: 6 }, (_, i) => makeLine(i));
const STOP_NAMES = [
  'Bến Thành',
  'Chợ Lớn',
  'Thủ Đức',
  'Hàng Xanh',
  'Gò Vấp',
  'Tân Bình',
  'Bình Tây',
  'Phú Lâm',
];
const STOPS: MapStop[] = LINES.flatMap((line, l) =>
  line.coordinates
    .filter((_, i) => i % 5 === 0)
    .map(([lng, lat], i) => ({
      id: `${line.id}-${i}`,
      name: `${STOP_NAMES[(i + l) % STOP_NAMES.length]} ${i + 1}`,
      order: i + 1,
      lng,
      lat,
    })),
);

interface Sim {
  bus: MapBus;
  speed: number;
}

function makeBuses(): Sim[] {
  return Array.from({ length: BUS_COUNT }, (_, i) => {
    const bearing = rand() * 360;
    return {
      bus: {
        id: i + 1,
        label: `51B-${String(10000 + i).slice(0, 3)}.${String(i % 100).padStart(2, '0')}`,
        lng: CENTER.lng + (rand() - 0.5) * 0.3 * Math.sqrt(rand() + 0.1),
        lat: CENTER.lat + (rand() - 0.5) * 0.24 * Math.sqrt(rand() + 0.1),
        bearing,
        stale: rand() < 0.06,
      },
      speed: 0.0003 + rand() * 0.0006,
    };
  });
}

declare global {
  interface Window {
    mapBench: {
      draws: number[];
      frames: number[];
      updates: number;
      start(): void;
      stop(): number[];
      ready: boolean;
      lastDrawMs(): number;
    };
  }
}

function Demo() {
  const handle = useRef<NetworkMapHandle>(null);
  const sims = useMemo(makeBuses, []);
  const [selected, setSelected] = useState<number | string | null>(17);
  const [picked, setPicked] = useState<{ lng: number; lat: number } | null>(null);
  const initial = useMemo(() => sims.map((s) => s.bus), [sims]);

  useMemo(() => {
    let cursor = 0;
    const perBatch = Math.round((BUS_COUNT * BATCH_MS) / REPORT_EVERY_MS);
    window.mapBench.updates = 0;
    setInterval(() => {
      const batch: MapBus[] = [];
      for (let n = 0; n < perBatch; n++) {
        const sim = sims[cursor]!;
        cursor = (cursor + 1) % sims.length;
        const turn = (rand() - 0.5) * 40;
        const bearing = ((sim.bus.bearing ?? 0) + turn + 360) % 360;
        const radians = (bearing * Math.PI) / 180;
        sim.bus = {
          ...sim.bus,
          bearing,
          lng: sim.bus.lng + Math.sin(radians) * sim.speed,
          lat: sim.bus.lat + Math.cos(radians) * sim.speed,
        };
        batch.push(sim.bus);
      }
      handle.current?.updateBuses(batch);
      window.mapBench.updates += batch.length;
    }, BATCH_MS);
  }, [sims]);

  return (
    <div
      style={{
        padding: 16,
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        height: '100vh',
        boxSizing: 'border-box',
      }}
    >
      <Card style={{ padding: '8px 12px', display: 'flex', gap: 8, alignItems: 'center' }}>
        <H4 style={{ margin: 0 }}>Bản đồ xe (benchmark)</H4>
        <Tag minimal>{BUS_COUNT.toLocaleString('vi-VN')} xe</Tag>
        <Tag minimal>{LINES.length} tuyến</Tag>
        <Tag minimal intent={selected === null ? 'none' : 'warning'}>
          Đang chọn: {selected ?? 'không'}
        </Tag>
        {picked && (
          <Tag minimal>
            Điểm chọn: {picked.lat}, {picked.lng}
          </Tag>
        )}
      </Card>
      <div style={{ flex: 1, minHeight: 0 }}>
        <NetworkMap
          ref={handle}
          height="100%"
          lines={LINES}
          stops={STOPS}
          buses={initial}
          selectedBusId={selected}
          fitTo="lines"
          pickedPoint={picked}
          onBusClick={setSelected}
          onMapClick={setPicked}
          onSelectionClear={() => setSelected(null)}
          onBusesDrawn={(ms) => window.mapBench.draws.push(ms)}
        />
      </div>
    </div>
  );
}

window.mapBench = {
  draws: [],
  frames: [],
  updates: 0,
  ready: false,
  start() {
    const frames: number[] = [];
    this.frames = frames;
    this.draws = [];
    let last = performance.now();
    let running = true;
    const tick = (now: number) => {
      if (!running) return;
      frames.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
    this.stop = () => {
      running = false;
      return frames;
    };
  },
  stop: () => [],
  lastDrawMs: () => 0,
};

createRoot(document.getElementById('root')!).render(<Demo />);
