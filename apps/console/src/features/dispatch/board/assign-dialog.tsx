// 'Gán lái xe / phụ xe / xe': type a name (diacritics optional: 'duc' finds Đức), arrows move, Enter
// picks. The pick is first a dry run of the one multi-edit: no finding saves at once; warnings are
// listed with 'Vẫn phân công' (Enter accepts); errors block (Esc, or type another name).
import { Button, DialogBody, DialogFooter, InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { fold, formatPhone } from '@busops/domain';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Dialog } from '../../../components/overlay/overlays';
import { closeModal, useModal } from '../../../lib/modals';
import { toast } from '../../../lib/toasts';
import { type AssignField, multiEdit, type WriteOutcome } from './board-actions';
import { boardData } from './board-data';
import { type AssignModal, MODAL } from './board-modals';
import { matchPeople, type Person } from './board-model';
import { rowsOf } from './board-rows';
import { OutcomeCallout } from './outcome-callout';

const NOUN: Record<AssignField, string> = { driver_id: 'lái xe', conductor_id: 'phụ xe', vehicle_id: 'xe' };
const MAX_SHOWN = 8;

function useOptions(field: AssignField | undefined): Person[] {
  const { resources } = useSnapshot(boardData);
  return useMemo(() => {
    if (!resources || !field) return [];
    if (field === 'driver_id') return resources.drivers as unknown as Person[];
    if (field === 'conductor_id') return resources.conductors as unknown as Person[];
    return resources.vehicles.map((v) => ({
      id: v.id,
      full_name: v.fleet_number ? `${v.plate} (số tài ${v.fleet_number})` : v.plate,
      staff_code: fold(v.plate).replace(/[^a-z0-9]/g, ''),
    }));
  }, [resources, field]);
}

export function AssignDialog() {
  const [open, data] = useModal<AssignModal>(MODAL.assign);
  return open && data ? <AssignForm key={data.codes.join()} modal={data} /> : null;
}

function AssignForm({ modal }: { modal: AssignModal }) {
  const { field, codes } = modal;
  const options = useOptions(field);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<Person | null>(null);
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const hits = useMemo(() => matchPeople(options, query).slice(0, MAX_SHOWN), [options, query]);
  const close = () => closeModal(MODAL.assign);
  const title = `Gán ${NOUN[field]} cho ${codes.length} chuyến`;

  async function save(person: Person, acceptWarnings: boolean) {
    setBusy(true);
    const change = { [field]: person.id };
    const rows = rowsOf(codes);
    if (!acceptWarnings) {
      const preview = await multiEdit(rows, change, { dryRun: true });
      if (!preview.ok || preview.conflicts.length > 0) {
        setOutcome(preview);
        setBusy(false);
        return;
      }
    }
    const result = await multiEdit(rowsOf(codes), change, { acceptWarnings });
    setBusy(false);
    if (!result.ok) return setOutcome(result);
    toast.success('Phân công thành công!');
    close();
  }

  function pick(person: Person | undefined) {
    if (!person || busy) return;
    setChosen(person);
    setOutcome(null);
    void save(person, false);
  }

  const blocked = outcome?.conflicts.some((c) => c.severity === 'error') ?? false;
  const canAccept = outcome?.ok === true && !blocked && outcome.conflicts.length > 0 && chosen !== null;

  return (
    <Dialog isOpen onClose={close} shouldReturnFocusOnClose={false} title={title} className="board-dialog">
      <DialogBody>
        <InputGroup
          autoFocus
          aria-label={`Tìm ${NOUN[field]}`}
          placeholder={`Gõ tên ${NOUN[field]} (không cần dấu)…`}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOutcome(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') setActive((i) => Math.min(hits.length - 1, i + 1));
            else if (e.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
            else if (e.key === 'Enter') {
              e.preventDefault();
              if (canAccept && chosen) void save(chosen, true);
              else pick(hits[active]);
            } else return;
            e.preventDefault();
          }}
        />
        <Menu aria-label={`Danh sách ${NOUN[field]}`} className="board-picker">
          {hits.map((p, i) => (
            <MenuItem
              key={p.id}
              text={p.full_name}
              label={p.phone_number ? formatPhone(p.phone_number) : undefined}
              active={i === active}
              onClick={() => pick(p)}
            />
          ))}
          {hits.length === 0 && <MenuItem disabled text="Không tìm thấy" />}
        </Menu>
        <OutcomeCallout outcome={outcome} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={close}>Huỷ</Button>
            {canAccept && chosen && (
              <Button intent="warning" loading={busy} onClick={() => void save(chosen, true)}>
                Vẫn phân công
              </Button>
            )}
          </>
        }
      />
    </Dialog>
  );
}
