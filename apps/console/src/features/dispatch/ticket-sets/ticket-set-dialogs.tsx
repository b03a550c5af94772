// 'Giao vé quyển' (q) and 'Nhận lại vé quyển' (Shift+Q) on the day board, for the trip the key acts on
// (docs/reports.md, "Ticket sets"). Each dialog reads the trip's sets as it opens and lists them under
// its form, so the clerk sees what is out; the hand form starts as the next book most likely is
// (ticket-set-forms.ts), so a clerk handing books in order presses q and Enter. Both forms check the
// body with the contract's validator and the domain's rules before sending.
import { Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { formatNumber, formatVnd } from '@busops/domain';
import { validate as createTicketSetBody } from '@busops/sdk/validators/createTicketSet';
import { validate as recordTicketSetReturnBody } from '@busops/sdk/validators/recordTicketSetReturn';
import { useEffect, useMemo, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { closeModal, useModal } from '../../../lib/modals';
import { errorMessage, toast } from '../../../lib/toasts';
import { type CodesModal, MODAL } from '../board/board-modals';
import type { RouteTrip } from '../board/board-model';
import { rowsOf } from '../board/board-rows';
import {
  handSetFields,
  returnPreview,
  returnSetFields,
  suggestNextSet,
  type TicketSet,
  toHandBody,
  toReturnBody,
} from './ticket-set-forms';
import { handTicketSet, recentTicketSets, takeBackTicketSet, tripTicketSets } from './ticket-sets.api';
import './ticket-sets.css';

const serials = (s: TicketSet) => `${formatNumber(s.serial_from)}–${formatNumber(s.serial_to)}`;
const setLabel = (s: TicketSet) => `${s.series} số ${serials(s)} (${formatVnd(s.denomination)})`;

/** The trip's sets under a form: what is out and what came back. */
function TripSets({ sets }: { sets: readonly TicketSet[] }) {
  if (sets.length === 0) return <p className="ticket-sets__none">Chuyến chưa nhận quyển vé nào.</p>;
  return (
    <HTMLTable compact className="ticket-sets__table" aria-label="Quyển vé của chuyến">
      <thead>
        <tr>
          <th>Sê-ri</th>
          <th>Số vé</th>
          <th>Mệnh giá</th>
          <th>Đã bán</th>
        </tr>
      </thead>
      <tbody>
        {sets.map((s) => (
          <tr key={s.id}>
            <td>{s.series}</td>
            <td>{serials(s)}</td>
            <td className="ticket-sets__money">{formatVnd(s.denomination)}</td>
            <td>
              {s.tickets_sold === null ? (
                <Tag intent="warning" minimal>
                  Đang giao
                </Tag>
              ) : (
                `${formatNumber(s.tickets_sold)} vé, ${formatVnd(s.value)}`
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

interface Loaded {
  trip: RouteTrip;
  sets: TicketSet[];
  recent: TicketSet[];
}

/** The trip (from the board) and its sets, read once as the dialog opens; a failure closes it with the message. */
function useTripSets(modal: string, code: string, withRecent: boolean): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    const [trip] = rowsOf([code]);
    if (!trip) {
      toast.error('Chuyến không còn trên bảng');
      closeModal(modal);
      return;
    }
    Promise.all([tripTicketSets(trip), withRecent ? recentTicketSets(trip) : []])
      .then(([sets, recent]) => {
        if (live) setLoaded({ trip, sets, recent });
      })
      .catch((error) => {
        toast.error(errorMessage(error));
        closeModal(modal);
      });
    return () => {
      live = false;
    };
  }, [modal, code, withRecent]);
  return loaded;
}

export function HandTicketSetDialog() {
  const [open, modal] = useModal<CodesModal>(MODAL.handSet);
  const code = modal?.codes[0];
  return open && code ? <HandTicketSet key={code} code={code} /> : null;
}

function HandTicketSet({ code }: { code: string }) {
  const loaded = useTripSets(MODAL.handSet, code, true);
  const initial = useMemo(() => (loaded ? suggestNextSet(loaded.recent, loaded.sets) : {}), [loaded]);
  const close = () => closeModal(MODAL.handSet);
  if (!loaded) return null;
  const { trip, sets } = loaded;
  return (
    <FormDialog
      isOpen
      title={`Giao vé quyển: chuyến ${trip.code}`}
      icon="manual"
      submitText="Giao vé"
      fields={handSetFields}
      initialValues={initial}
      contract={{ validate: createTicketSetBody, toBody: toHandBody }}
      onSubmit={async (values) => {
        await handTicketSet(trip, toHandBody(values));
        toast.success('Giao vé thành công');
      }}
      onClose={close}
      columns={2}
    >
      {trip.conductor_id === null && (
        <Callout intent="warning" compact>
          Chuyến chưa có phụ xe: quyển vé sẽ không gắn với phụ xe nào.
        </Callout>
      )}
      <TripSets sets={sets} />
    </FormDialog>
  );
}

export function ReturnTicketSetDialog() {
  const [open, modal] = useModal<CodesModal>(MODAL.returnSet);
  const code = modal?.codes[0];
  return open && code ? <ReturnTicketSet key={code} code={code} /> : null;
}

function ReturnTicketSet({ code }: { code: string }) {
  const loaded = useTripSets(MODAL.returnSet, code, false);
  const open = useMemo(() => loaded?.sets.filter((s) => s.returned_from === null) ?? [], [loaded]);
  const fields = useMemo(() => returnSetFields(open, setLabel), [open]);
  const close = () => closeModal(MODAL.returnSet);
  const nothingOut = loaded !== null && open.length === 0;
  useEffect(() => {
    if (!nothingOut) return;
    toast.info(`Chuyến ${code} không có quyển vé nào đang giao`);
    close();
  });
  if (!loaded || nothingOut) return null;
  const { trip, sets } = loaded;
  return (
    <FormDialog
      isOpen
      title={`Nhận lại vé quyển: chuyến ${trip.code}`}
      icon="manual"
      submitText="Nhận lại"
      fields={fields}
      contract={{ validate: recordTicketSetReturnBody, toBody: (values) => toReturnBody(open, values) }}
      onSubmit={async (values) => {
        const set = await takeBackTicketSet(trip, toReturnBody(open, values));
        toast.success(`Nhận lại vé thành công: bán ${formatNumber(set.tickets_sold ?? 0)} vé`);
      }}
      onClose={close}
    >
      {({ values }) => {
        const preview = returnPreview(open, values);
        return (
          <>
            {preview && (
              <Callout compact icon="calculator">
                Bán {formatNumber(preview.sold)} vé, {formatVnd(preview.value)}
              </Callout>
            )}
            <TripSets sets={sets} />
          </>
        );
      }}
    </FormDialog>
  );
}
