// The stop form's map: a click puts its coordinates into the Vĩ độ / Kinh độ fields, and what is typed
// there shows as the marker. The map (Leaflet) is its own lazy chunk: the form opens at once.
import { useEffect, useState } from 'react';
import type { FormAccess } from '../../components/form-dialog/form-dialog';
import { NetworkMap } from '../../components/network-map/network-map';
import type { LngLat } from '../../components/network-map/network-map.types';

/** The typed coordinates as a point, or null while they are not two numbers. */
export function typedPoint(values: { lat?: string; lng?: string }): LngLat | null {
  const lat = Number.parseFloat(values.lat ?? '');
  const lng = Number.parseFloat(values.lng ?? '');
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/**
 * Blueprint's dialog opens with a scale transition (300 ms): the map is created once it is over, so it
 * measures its final box (a transform does not trigger its ResizeObserver); a box of the same height
 * holds its place meanwhile.
 */
const DIALOG_TRANSITION_MS = 320;

/** Ho Chi Minh City centre: where a new stop's map starts. */
const SAIGON: LngLat = { lat: 10.7769, lng: 106.7009 };

export function StopLocationPicker({ form }: { form: FormAccess }) {
  const picked = typedPoint(form.values);
  const focus = picked ?? SAIGON;
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOpened(true), DIALOG_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div>
      <p className="bp6-text-muted" style={{ margin: '0 0 6px' }}>
        Chọn trên bản đồ: bấm vào vị trí điểm dừng để điền vĩ độ và kinh độ.
      </p>
      {opened ? (
        <NetworkMap
          height={240}
          ariaLabel="Bản đồ chọn vị trí điểm dừng"
          pickedPoint={picked}
          focus={{ ...focus, zoom: 16 }}
          fitTo="none"
          onMapClick={(point) => {
            form.set('lat', String(point.lat));
            form.set('lng', String(point.lng));
          }}
        />
      ) : (
        <div style={{ height: 240 }} />
      )}
    </div>
  );
}
