// The preview of a copy, grouped by target day: what it adds, what is already there (kept as it is,
// with what differs), and the checks' findings (errors block the copy, warnings are accepted by it).
import { Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { formatDate, TRIP_STATUS_LABELS, tripFieldLabel } from '@busops/domain';
import { clockTime } from '../board/board-model';
import type { TripCopyDay, TripCopyResult } from './copy-day.api';
import { ClashCallout, countVi } from './on-existing-choice';

const SHOWN = 8;

export function CopyDayPreview({ preview }: { preview: TripCopyResult }) {
  return (
    <section aria-label="Xem trước" className="busops-copy-preview">
      <p>
        Thêm <b>{preview.added_count.toLocaleString('vi-VN')}</b> chuyến, giữ nguyên{' '}
        <b>{preview.existing_count.toLocaleString('vi-VN')}</b> chuyến đã có.
      </p>
      {preview.running_count > 0 && <ClashNote preview={preview} />}
      {preview.days.map((day) => (
        <DaySection key={day.service_date} day={day} />
      ))}
    </section>
  );
}

const n = countVi;

/** The target day already runs the route: what it runs and what the chosen way does with it. */
function ClashNote({ preview }: { preview: TripCopyResult }) {
  const { running_count: running, served_count: served, removed_count: removed } = preview;
  const doing =
    preview.on_existing === 'add'
      ? `${n(served)} chuyến sao chép trùng giờ đã có sẽ chạy song song (ngày đích sẽ có gấp đôi chuyến ở các giờ đó).`
      : preview.on_existing === 'replace'
        ? `Thay ${n(removed)} chuyến chưa phân công; giữ các chuyến đã phân công, đang chạy hoặc đã xong và bỏ qua ${n(served)} giờ chúng đã chạy.`
        : `Bỏ qua ${n(served)} chuyến vì giờ đó đã có chuyến.`;
  return (
    <ClashCallout
      day="Ngày đích"
      onExisting={preview.on_existing}
      running={running}
      served={served}
      doing={doing}
    />
  );
}

function DaySection({ day }: { day: TripCopyDay }) {
  const errors = day.conflicts.filter((c) => c.severity === 'error');
  const warnings = day.conflicts.filter((c) => c.severity === 'warning');
  return (
    <section aria-label={`Ngày ${formatDate(day.service_date)}`} style={{ marginBottom: 12 }}>
      <h4 style={{ margin: '8px 0 4px', display: 'flex', gap: 6, alignItems: 'center' }}>
        {formatDate(day.service_date)}
        <Tag minimal intent="success">
          Thêm {day.added_count}
        </Tag>
        <Tag minimal>Đã có {day.existing_count}</Tag>
        {day.running_count > 0 && <Tag minimal>Ngày đích đang có {day.running_count}</Tag>}
        {day.served_count > 0 && (
          <Tag minimal intent="warning">
            Trùng giờ {day.served_count}
          </Tag>
        )}
        {day.removed_count > 0 && (
          <Tag minimal intent="danger">
            Thay {day.removed_count}
          </Tag>
        )}
        {errors.length > 0 && <Tag intent="danger">{errors.length} lỗi</Tag>}
        {warnings.length > 0 && <Tag intent="warning">{warnings.length} cảnh báo</Tag>}
      </h4>
      {day.conflicts.length > 0 && (
        <Callout intent={errors.length > 0 ? 'danger' : 'warning'} compact>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {day.conflicts.slice(0, SHOWN).map((c) => (
              <li key={`${c.trip_code}-${c.code}-${c.other_trip_code ?? ''}`}>
                <b>{c.trip_code}</b>: {c.message}
              </li>
            ))}
            {day.conflicts.length > SHOWN && <li>… và {day.conflicts.length - SHOWN} vấn đề khác</li>}
          </ul>
        </Callout>
      )}
      {day.added.length > 0 && (
        <HTMLTable
          compact
          striped
          style={{ width: '100%' }}
          aria-label={`Thêm ngày ${formatDate(day.service_date)}`}
        >
          <thead>
            <tr>
              <th>Mã chuyến</th>
              <th>Giờ</th>
              <th>Lái xe</th>
              <th>Xe</th>
              <th>Trạng thái</th>
            </tr>
          </thead>
          <tbody>
            {day.added.slice(0, SHOWN).map((trip) => (
              <tr key={trip.code}>
                <td>{trip.code}</td>
                <td>
                  {clockTime(trip.planned_departure)}–{clockTime(trip.planned_arrival)}
                </td>
                <td>{trip.driver_name ?? '—'}</td>
                <td>{trip.vehicle_plate ?? '—'}</td>
                <td>{TRIP_STATUS_LABELS[trip.status]}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {day.added_count > SHOWN && (
        <p className="bp6-text-muted">… và {day.added_count - SHOWN} chuyến khác</p>
      )}
      {day.existing.length > 0 && (
        <details>
          <summary>Đã có, giữ nguyên ({day.existing_count})</summary>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {day.existing.slice(0, SHOWN * 2).map((kept) => (
              <li key={kept.code}>
                {kept.code} ({TRIP_STATUS_LABELS[kept.status]})
                {kept.differences.length > 0 &&
                  `: khác ${kept.differences.map((d) => tripFieldLabel(d.field)).join(', ')}`}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
