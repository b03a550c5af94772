// 'Vé sắp hết hạn tháng này' (from /monthly-ticket/extend-list): the passes paid through this month and
// not yet renewed (listSubscriptions expiring_month), selected by keyboard (↑/↓, Space, Shift+↑/↓, a =
// all), and 'Tạo đơn gia hạn cho N vé' in one action: createExtensionOrders by chunks, with progress and
// each row's outcome (ok, or why not).
import {
  Button,
  Callout,
  Checkbox,
  DialogBody,
  DialogFooter,
  HTMLTable,
  Intent,
  ProgressBar,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { formatPhone, formatVnd, monthOf, saigonToday } from '@busops/domain';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../components/overlay/overlays';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { closeModal, useModal } from '../../lib/modals';
import { errorMessage, toast } from '../../lib/toasts';
import { chunks, moveCursor, outcomeSummary, type RowCursor, toggleAll, toggleAt } from './campaign';
import { ORDER_MODALS } from './order-actions';
import { reloadOrderLists } from './orders.store';
import type { Pass } from './pass-picker';
import { monthName, passName } from './receipt-text';

interface Outcome {
  ok: boolean;
  message: string;
  order_code: string | null;
}

export function CampaignDialog() {
  const [isOpen] = useModal(ORDER_MODALS.campaign);
  const close = () => closeModal(ORDER_MODALS.campaign);
  const month = monthOf(saigonToday());
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={`Vé sắp hết hạn tháng này (${monthName(month)})`}
      icon="time"
      style={{ width: 880 }}
    >
      {isOpen && <Campaign month={month} onClose={close} />}
    </Dialog>
  );
}

function Campaign({ month, onClose }: { month: string; onClose: () => void }) {
  const [passes, setPasses] = useState<Pass[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<RowCursor>({ cursor: 0, selected: new Set() });
  const [progress, setProgress] = useState<number | null>(null);
  const [outcomes, setOutcomes] = useState<Map<number, Outcome>>(new Map());
  const [summary, setSummary] = useState<string | null>(null);
  const table = useRef<HTMLDivElement>(null);

  useEffect(() => {
    data(
      api.call('listSubscriptions', { params: { query: { expiring_month: month, page: 0, size: 500 } } }),
    ).then(
      (page) => setPasses(page.items),
      (failure: unknown) => setError(errorMessage(failure)),
    );
  }, [month]);

  // The list takes the focus once it shows: the keys select at once.
  useEffect(() => {
    if (passes) table.current?.focus();
  }, [passes]);

  const ids = (passes ?? []).map((p) => p.id);
  const selected = ids.filter((id) => state.selected.has(id));

  async function create() {
    if (selected.length === 0) return;
    setProgress(0);
    let created = 0;
    let refused = 0;
    const next = new Map(outcomes);
    try {
      const parts = chunks(selected, 25);
      for (const [i, part] of parts.entries()) {
        const answer = await data(api.call('createExtensionOrders', { body: { subscription_ids: part } }));
        for (const item of answer.items) next.set(item.subscription_id, item);
        created += answer.created;
        refused += answer.refused;
        setOutcomes(new Map(next));
        setProgress((i + 1) / parts.length);
      }
      const text = outcomeSummary(created, refused);
      setSummary(text);
      if (created > 0) toast.success('extensionCreated');
      reloadOrderLists();
      setState({ cursor: state.cursor, selected: new Set() });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setProgress(null);
    }
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      setState((s) => moveCursor(s, ids, event.key === 'ArrowDown' ? 1 : -1, event.shiftKey));
    } else if (event.key === ' ') setState((s) => toggleAt(s, ids));
    else if (event.key === 'a' && !event.ctrlKey) setState((s) => toggleAll(s, ids));
    else if (event.key === 'Enter' && selected.length > 0 && progress === null) void create();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <>
      <DialogBody>
        {error && (
          <Callout intent={Intent.DANGER} compact>
            {error}
          </Callout>
        )}
        {summary && (
          <Callout intent={Intent.SUCCESS} compact role="status" aria-label="Kết quả">
            {summary}
          </Callout>
        )}
        {progress !== null && <ProgressBar value={progress} intent={Intent.PRIMARY} />}
        {!passes && !error && <Spinner size={24} />}
        {passes && (
          // biome-ignore lint/a11y/useSemanticElements: a keyboard-driven multi-select list around a table
          <div
            ref={table}
            className="busops-campaign-outcomes"
            tabIndex={0}
            onKeyDown={onKeyDown}
            role="grid"
            aria-label="Vé sắp hết hạn"
            aria-multiselectable
          >
            <HTMLTable compact striped style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th />
                  <th>Khách hàng</th>
                  <th>Vé</th>
                  <th>Gia hạn</th>
                  <th style={{ textAlign: 'right' }}>Số tiền</th>
                  <th>Kết quả</th>
                </tr>
              </thead>
              <tbody>
                {passes.map((pass, i) => {
                  const outcome = outcomes.get(pass.id);
                  return (
                    <tr
                      key={pass.id}
                      aria-selected={state.selected.has(pass.id)}
                      className={i === state.cursor ? 'busops-campaign-cursor' : undefined}
                      onClick={() => setState((s) => toggleAt({ ...s, cursor: i }, ids))}
                    >
                      <td>
                        <Checkbox
                          checked={state.selected.has(pass.id)}
                          tabIndex={-1}
                          readOnly
                          style={{ margin: 0 }}
                        />
                      </td>
                      <td>
                        {pass.member.full_name} · {formatPhone(pass.member.phone_number)}
                      </td>
                      <td>
                        {passName(pass)} · {pass.card_type_name}
                      </td>
                      <td>{monthName(pass.next_period)}</td>
                      <td style={{ textAlign: 'right' }}>{formatVnd(pass.next_price)}</td>
                      <td>
                        {outcome ? (
                          <Tag
                            minimal
                            intent={outcome.ok ? Intent.SUCCESS : Intent.DANGER}
                            title={outcome.message}
                          >
                            {outcome.ok ? `✓ ${outcome.order_code ?? ''}` : outcome.message}
                          </Tag>
                        ) : pass.open_order ? (
                          <Tag minimal intent={Intent.WARNING}>
                            Có đơn chờ {pass.open_order.code}
                          </Tag>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
            {passes.length === 0 && <p>Không có vé nào hết hạn tháng này chưa gia hạn.</p>}
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <span className="bp6-text-muted">
              ↑/↓ · Space chọn · Shift+↑/↓ chọn liền · a: tất cả · Enter: tạo đơn
            </span>
            <Button text="Đóng" onClick={onClose} />
            <Button
              intent={Intent.PRIMARY}
              icon="refresh"
              loading={progress !== null}
              disabled={selected.length === 0}
              text={`Tạo đơn gia hạn cho ${selected.length} vé`}
              onClick={() => void create()}
            />
          </>
        }
      />
    </>
  );
}
