// The criteria of a report, from its declaration (the operation's parameters): the month (typing one
// sets the period to it), from / to days (dd/MM/yyyy), the company (the super company only), routes
// and payment types (multi-selects by keyboard, filtered without diacritics). Every change searches by
// itself: the report follows what is typed, and the URL follows the report. Escape goes to the grid.
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { formatMonth, PAYMENT_TYPES } from '@busops/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useCommandContext } from '../commands/context';
import { DateInput, MonthInput } from '../components/date-input/date-input';
import { MultiSelectField } from '../components/form-dialog/multi-select-field';
import { escapeTo } from '../components/list-screen/criteria-bar';
import type { CriterionName, ReportFilter } from './define-report';
import { monthPeriod, type ReportCriteria } from './report-criteria';
import { type FilterChoices, FilterPickers } from './report-filters';
import { NO_ROUTE, type ReportRoute, useReportRoutes } from './report-routes';

const DAYS = [
  ['date_from', 'Từ ngày'],
  ['date_to', 'Đến ngày'],
] as const;

/** A typed day waits this long for the next key before the report asks. */
const TYPING_MS = 400;

export function ReportCriteriaBar(props: {
  shown: readonly CriterionName[];
  /** The report's own filters, after the shared criteria. */
  filters?: readonly ReportFilter[];
  choices?: FilterChoices;
  criteria: ReportCriteria;
  onSearch: (criteria: ReportCriteria) => void;
  /** Escape in a criterion: done choosing, on to the figures (the grid's first row). */
  onDone?: () => void;
  children?: ReactNode;
}) {
  const { criteria, shown } = props;
  const isSuper = useCommandContext().principal?.isSuper ?? false;
  const routes = useReportRoutes();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const [draft, setDraft] = useState(criteria);
  // Criteria from outside (a link, Back): shown.
  const key = JSON.stringify(criteria);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the criteria's value, not its identity
  useEffect(() => setDraft(criteria), [key]);

  const change = (patch: Partial<ReportCriteria>, delay = 0) => {
    const next = { ...draft, ...patch, page: 1 };
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => props.onSearch(next), delay);
  };
  const month =
    draft.date_from.slice(0, 7) === draft.date_to.slice(0, 7) &&
    draft.date_from === monthPeriod(draft.date_from.slice(0, 7)).date_from &&
    draft.date_to === monthPeriod(draft.date_from.slice(0, 7)).date_to
      ? draft.date_from.slice(0, 7)
      : '';
  const companyOptions = companiesOf(routes);
  const routeOptions = [
    { value: String(NO_ROUTE), label: 'Không theo tuyến (bán tại quầy)' },
    ...routes
      .filter((r) => !draft.company_id || r.company_id === draft.company_id)
      .map((r) => ({
        value: String(r.id),
        label: isSuper ? `${r.number} · ${r.name} (${r.company_name})` : `${r.number} · ${r.name}`,
      })),
  ];

  return (
    <form
      className="busops-list-toolbar busops-report-criteria"
      aria-label="Tiêu chí báo cáo"
      // Escape leaves the criteria for the figures, a picker's open list included
      onKeyDownCapture={escapeTo(props.onDone)}
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        props.onSearch({ ...draft, page: 1 });
      }}
    >
      <FormGroup label="Tháng" labelFor="criteria-month" style={{ margin: 0 }}>
        <MonthInput
          id="criteria-month"
          value={month}
          title={month ? formatMonth(month) : 'Chọn một tháng: cả tháng'}
          onChange={(value) => value && change(monthPeriod(value))}
          style={{ width: 100 }}
        />
      </FormGroup>
      {DAYS.map(([name, label]) => (
        <FormGroup key={name} label={label} labelFor={`criteria-${name}`} style={{ margin: 0 }}>
          <DateInput
            id={`criteria-${name}`}
            value={draft[name]}
            onChange={(value) => value && change({ [name]: value }, TYPING_MS)}
            style={{ width: 120 }}
          />
        </FormGroup>
      ))}
      {shown.includes('company_id') && isSuper && (
        <FormGroup label="Đơn vị" labelFor="criteria-company_id" style={{ margin: 0 }}>
          <HTMLSelect
            id="criteria-company_id"
            value={draft.company_id ?? ''}
            options={[{ value: '', label: 'Tất cả đơn vị' }, ...companyOptions]}
            onChange={(e) =>
              change({ company_id: e.target.value ? Number(e.target.value) : null, route_ids: [] })
            }
          />
        </FormGroup>
      )}
      {shown.includes('route_ids') && (
        <FormGroup label="Tuyến" labelFor="criteria-route_ids" style={{ margin: 0, minWidth: 240 }}>
          <MultiSelectField
            id="criteria-route_ids"
            options={routeOptions}
            value={draft.route_ids.join(',')}
            placeholder="Tất cả tuyến: gõ số tuyến..."
            onChange={(value) => change({ route_ids: value ? value.split(',').map(Number) : [] })}
          />
        </FormGroup>
      )}
      {shown.includes('payment_types') && (
        <FormGroup label="Thanh toán" labelFor="criteria-payment_types" style={{ margin: 0, minWidth: 200 }}>
          <MultiSelectField
            id="criteria-payment_types"
            options={PAYMENT_TYPES}
            value={draft.payment_types.join(',')}
            placeholder="Tất cả hình thức"
            onChange={(value) => change({ payment_types: value ? value.split(',') : [] })}
          />
        </FormGroup>
      )}
      {props.filters && (
        <FilterPickers
          filters={props.filters}
          choices={props.choices ?? {}}
          values={draft.filters}
          onChange={(name, value) => change({ filters: { ...draft.filters, [name]: value } })}
        />
      )}
      <span style={{ flex: 1 }} />
      {props.children}
    </form>
  );
}

function companiesOf(routes: readonly ReportRoute[]) {
  const seen = new Map<number, string>();
  for (const r of routes) seen.set(r.company_id, r.company_name);
  return [...seen].map(([value, label]) => ({ value: String(value), label }));
}
