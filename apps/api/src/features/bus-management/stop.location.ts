// Where a stop may be: a Vietnamese operator's stops lie in Vietnam. The box is the mainland with
// the islands (Phú Quốc, Côn Đảo) and the Hoàng Sa / Trường Sa seas, so a swapped lat/lng or a
// stray minus sign is caught with a message saying what is wrong rather than stored.
import { badRequest } from '../../http/errors.ts';

export const VIETNAM_BOX = { minLat: 8.0, maxLat: 23.5, minLng: 102.0, maxLng: 117.5 } as const;

export function isInVietnam(lat: number, lng: number): boolean {
  return (
    lat >= VIETNAM_BOX.minLat &&
    lat <= VIETNAM_BOX.maxLat &&
    lng >= VIETNAM_BOX.minLng &&
    lng <= VIETNAM_BOX.maxLng
  );
}

export function assertInVietnam(lat: number, lng: number): void {
  if (isInVietnam(lat, lng)) return;
  const swapped = isInVietnam(lng, lat) ? ' (có thể đã nhập đảo vĩ độ và kinh độ)' : '';
  throw badRequest(
    `Vị trí điểm dừng (${lat}, ${lng}) nằm ngoài lãnh thổ Việt Nam: vĩ độ phải từ 8 đến 23,5, kinh độ từ 102 đến 117,5${swapped}`,
    [{ field: 'lat', message: 'Vị trí nằm ngoài lãnh thổ Việt Nam' }],
  );
}
