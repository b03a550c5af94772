// Vietnamese labels of a route's fare categories and schedule day types (tabs Vé, Giá tự động, Lịch chạy).
import type { Schemas } from '@busops/sdk';

export type TicketType = Schemas['RouteTicketType'];
export type DayType = Schemas['ScheduleDayType'];

export const TICKET_TYPE_LABELS: Record<TicketType, string> = {
  standard: 'Phổ thông',
  student: 'HS - SV',
  priority: 'Ưu tiên',
};

export const DAY_TYPE_LABELS: Record<DayType, string> = {
  weekday: 'Ngày thường',
  saturday: 'Thứ bảy',
  sunday: 'Chủ nhật',
  holiday: 'Ngày lễ',
};

export const DIRECTION_LABELS = ['Lượt đi', 'Lượt về'] as const;

export const directionLabel = (direction: number) => DIRECTION_LABELS[direction] ?? `Chiều ${direction}`;
