// The live preview of 'Tạo lịch theo giãn cách': how many departures the headway gives (the same function
// as the API's, @busops/domain generateDepartures), and the first and last one.
import { generateDepartures } from '@busops/domain';

export function headwayPreview(from: string, to: string, every: number): string {
  const times = generateDepartures(from, to, every);
  if (times.length === 0) return 'Khoảng giờ hoặc giãn cách không hợp lệ';
  return `${times.length} lượt xuất bến: ${times[0]} → ${times.at(-1)} (giờ đã có sẽ bỏ qua)`;
}
