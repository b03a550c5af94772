// Demo fleet: ~40 city buses of the two member companies (Phương Nam 28, Quyết Thắng 12) as Saigon
// runs them: plates of several provinces and series (PLATE_SERIES), fleet numbers, the makes and
// models of the city's network
// (Hyundai County / Thaco, Samco Felix CNG, Daewoo BS090/BS106, VinFast EB electric), their depots
// and a GPS device id each (the live simulator moves the buses that have one). Document dates are
// relative to the seeding day so the demo always has a few expired and a few expiring papers.
import { addDays, saigonToday } from '@busops/domain';
import type { Tx } from '../db/client.ts';
import { vehicles } from '../db/schema/index.ts';
import { vehicleValues } from '../features/bus-management/vehicle.fields.ts';
import type { BodyOf } from '../http/operation.ts';
import type { DemoCompanyKey } from './demo-accounts.ts';

type VehicleInput = BodyOf<'createVehicle'>;

/** A valid createVehicle body (the API tests' sample builds on it). */
export function demoVehicleInput(plate: string): VehicleInput {
  return {
    plate,
    fleet_number: null,
    make: 'Hyundai',
    model: 'County',
    seats: 29,
    standing_places: 20,
    fuel: 'cng',
    wheelchair_accessible: false,
    depot: 'Bãi xe An Sương',
    gps_device_id: null,
    inspection_expires_on: null,
    badge_expires_on: null,
    insurance_expires_on: null,
    status: 'active',
    note: null,
  };
}

interface Model {
  make: string;
  model: string;
  seats: number;
  standing: number;
  fuel: VehicleInput['fuel'];
  wheelchair: boolean;
}

const MODELS: Model[] = [
  { make: 'Hyundai', model: 'County 29 chỗ', seats: 29, standing: 20, fuel: 'cng', wheelchair: false },
  { make: 'Samco', model: 'Felix CNG', seats: 26, standing: 34, fuel: 'cng', wheelchair: true },
  { make: 'Daewoo', model: 'BS090', seats: 24, standing: 36, fuel: 'diesel', wheelchair: false },
  { make: 'Daewoo', model: 'BS106', seats: 30, standing: 50, fuel: 'diesel', wheelchair: true },
  { make: 'VinFast', model: 'EB 8', seats: 17, standing: 36, fuel: 'electric', wheelchair: true },
  { make: 'Thaco', model: 'Bus B60', seats: 27, standing: 33, fuel: 'cng', wheelchair: true },
];

interface Fleet {
  company: Exclude<DemoCompanyKey, 'super'>;
  size: number;
  prefix: string;
  depots: string[];
  /** Index into MODELS, by bus number (cycled). */
  models: number[];
}

const FLEETS: Fleet[] = [
  {
    company: 'phuongNam',
    size: 28,
    prefix: 'PN',
    depots: ['Bãi xe An Sương', 'Bến xe Miền Tây', 'Bãi xe Tân Bình'],
    models: [0, 1, 1, 2, 3, 4, 5],
  },
  {
    company: 'quyetThang',
    size: 12,
    prefix: 'QT',
    depots: ['Depot Củ Chi', 'Bến xe Chợ Lớn'],
    models: [3, 2, 0, 4],
  },
];

/** Days from the seeding day until each document ends; a few expired (<0), a few within 30 days. */
function documentOffsets(company: number, n: number): [number, number, number] {
  const k = company * 100 + n;
  if (n === 3) return [-12, 140, 200]; // đăng kiểm lapsed
  if (n === 7) return [95, -3, 160]; // phù hiệu lapsed
  if (n === 5) return [9, 210, 120]; // đăng kiểm in 9 days
  if (n === 11) return [180, 25, 60]; // phù hiệu in 25 days
  if (n === 16) return [70, 300, 2]; // insurance in 2 days
  return [60 + ((k * 37) % 300), 120 + ((k * 53) % 500), 45 + ((k * 29) % 320)];
}

/**
 * Province codes and series of the demo plates (issue 19: every plate started with 51B, so typing a
 * plate's start found the whole fleet): Hồ Chí Minh (51B, 50H, 51F), Bình Dương 61B, Đồng Nai 60B,
 * Long An 62B, Bà Rịa–Vũng Tàu 72B, Tây Ninh 70B, Tiền Giang 63B; city buses are registered where their
 * operator is, so most stay in 51/50.
 */
const PLATE_SERIES = ['51B', '50H', '51B', '61B', '51F', '60B', '51B', '62B', '50H', '72B', '70B', '63B'];

/** The demo fleet of one company: varied plates, fleet numbers and GPS ids numbered per company. */
export function demoFleet(companyIndex: number, fleet: Fleet, today: string): VehicleInput[] {
  return Array.from({ length: fleet.size }, (_, i) => {
    const n = i + 1;
    const model = MODELS[fleet.models[i % fleet.models.length]!]!;
    const number = 10_000 + companyIndex * 40_000 + n * 731;
    const digits = String(number).padStart(5, '0');
    const [inspection, badge, insurance] = documentOffsets(companyIndex, n);
    return {
      ...demoVehicleInput(
        `${PLATE_SERIES[(i + companyIndex * 5) % PLATE_SERIES.length]}-${digits.slice(0, 3)}.${digits.slice(3)}`,
      ),
      fleet_number: `${fleet.prefix}-${String(n).padStart(3, '0')}`,
      make: model.make,
      model: model.model,
      seats: model.seats,
      standing_places: model.standing,
      fuel: model.fuel,
      wheelchair_accessible: model.wheelchair,
      depot: fleet.depots[i % fleet.depots.length]!,
      gps_device_id: `${fleet.prefix}-${String(n).padStart(4, '0')}`,
      inspection_expires_on: addDays(today, inspection),
      badge_expires_on: addDays(today, badge),
      insurance_expires_on: addDays(today, insurance),
      // One bus of each fleet is in the workshop.
      status: n === fleet.size ? 'inactive' : 'active',
      note: n === fleet.size ? 'Đang bảo dưỡng định kỳ' : null,
    };
  });
}

export async function seedVehicles(tx: Tx, companyIds: Record<DemoCompanyKey, number>): Promise<void> {
  const today = saigonToday();
  const rows = FLEETS.flatMap((fleet, index) =>
    demoFleet(index, fleet, today).map((body) => ({
      ...vehicleValues(body),
      companyId: companyIds[fleet.company],
    })),
  );
  await tx.insert(vehicles).values(rows);
}
