// The printed report (Ctrl+P, 'In'): a real document, not the screen: the company's name, the report's
// title and period, the criteria, every row shown with the totals row, the date and the signature block
// finance signs (người lập, kế toán trưởng, giám đốc). Always in the page but shown only by the print
// stylesheet (report.css), so Chromium's print and its PDF are the same document.
import { formatDay, saigonToday } from '@busops/domain';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { api } from '../lib/api';
import { data } from '../lib/call';
import { lookup } from '../lib/lookups';
import type { ReportColumn } from './define-report';
import { cellText } from './report-columns';
import type { ReportCriteria } from './report-criteria';

function useCompanyName(): string {
  const [name, setName] = useState('');
  useEffect(() => {
    let live = true;
    lookup(
      'report-company',
      async () => (await data(api.call('getCurrentUser'))).current_company?.name ?? '',
    ).then(
      (value) => live && setName(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return name;
}

const RIGHT = new Set(['money', 'integer', 'decimal']);

export function ReportPrint<Row>(props: {
  title: string;
  definition: string;
  criteria: ReportCriteria;
  /** What the criteria name besides the period ('Tuyến: 19, 20'). */
  criteriaText: string;
  columns: ReadonlyArray<ReportColumn<Row>>;
  rows: readonly Row[];
  totals: Record<string, unknown> | undefined;
  /** A paged report prints the page shown: 'Trang 2 / 5 (dòng 51–100 / 230)'. */
  pageNote?: string;
}) {
  const company = useCompanyName();
  const today = saigonToday();
  const [year, month, day] = today.split('-');
  return createPortal(
    <article className="busops-report-print" aria-hidden="true">
      <header className="busops-report-print-head">
        <div>
          <strong>{company.toUpperCase()}</strong>
        </div>
        <div className="busops-report-print-nation">
          <strong>CỘNG HOÀ XÃ HỘI CHỦ NGHĨA VIỆT NAM</strong>
          <div>Độc lập - Tự do - Hạnh phúc</div>
        </div>
      </header>
      <h1>{props.title.toUpperCase()}</h1>
      <p className="busops-report-print-period">
        Từ ngày {formatDay(props.criteria.date_from)} đến ngày {formatDay(props.criteria.date_to)}
        {props.criteriaText ? ` · ${props.criteriaText}` : ''}
      </p>
      <p className="busops-report-print-definition">{props.definition}</p>
      <table>
        <thead>
          <tr>
            <th>STT</th>
            {props.columns.map((c) => (
              <th key={c.field}>{c.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the printed rows never move
            <tr key={index}>
              <td className="busops-num">{index + 1}</td>
              {props.columns.map((c) => (
                <td key={c.field} className={RIGHT.has(c.kind) ? 'busops-num' : undefined}>
                  {cellText(c, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {props.totals && (
          <tfoot>
            <tr>
              <td />
              {props.columns.map((c) => (
                <td key={c.field} className={RIGHT.has(c.kind) ? 'busops-num' : undefined}>
                  {typeof props.totals?.[c.field] === 'string'
                    ? String(props.totals[c.field])
                    : c.total
                      ? cellText(c, props.totals as Row)
                      : ''}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
      {props.pageNote && <p className="busops-report-print-note">{props.pageNote}</p>}
      <p className="busops-report-print-date">
        Ngày {day} tháng {month} năm {year}
      </p>
      <footer className="busops-report-print-signatures">
        {['Người lập', 'Kế toán trưởng', 'Giám đốc'].map((who) => (
          <div key={who}>
            <strong>{who}</strong>
            <div>(Ký, ghi rõ họ tên)</div>
          </div>
        ))}
      </footer>
    </article>,
    document.body,
  );
}
