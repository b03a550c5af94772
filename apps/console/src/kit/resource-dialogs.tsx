// The dialogs every resource has: the create/edit form (one modal, opened with null to create or with the
// row to edit; the body it would send is checked by the operation's generated validator first) and the multi-row delete alert (every row tried, one reload, one summary; the alert stays
// open with the reasons when no row could go). Titles and modal names come from the resource.
import type { IconName } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { ConfirmAlert } from '../components/confirm-alert/confirm-alert';
import { type FormAccess, FormDialog } from '../components/form-dialog/form-dialog';
import type { FormContract, FormField, FormValues } from '../components/form-dialog/form-fields';
import type { ListCriteria } from '../components/list-screen/list-criteria';
import { closeModal, useModal } from '../lib/modals';
import type { ListOperationId } from '../lib/request-state';
import type { RowOf } from './define-resource';
import { clearRecordView, isRecordView } from './record-view';
import type { ResourceStore } from './resource';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface ResourceFormDialogProps<L extends ListOperationId, C extends ListCriteria> {
  store: ResourceStore<L, C>;
  /** The fields for a new record (null) or for this row: often `schemaFields(...)`. */
  fields: (row: RowOf<L> | null) => readonly FormField[];
  /**
   * The body the form sends and its operation's validator generated at `pnpm gen`
   * (`@busops/sdk/validators/<operationId>`): the form refuses what the API would, in the API's words
   * worded with the field labels. Required, so no resource form can skip the contract.
   */
  contract: (row: RowOf<L> | null) => FormContract;
  initialValues?: (row: RowOf<L> | null) => Partial<FormValues>;
  /** Usually `store.mutate('createX', { body: toBody(values) }, 'created')`; throw to keep the dialog open. */
  create: (values: FormValues) => Promise<unknown>;
  update?: (values: FormValues, row: RowOf<L>) => Promise<unknown>;
  title?: (row: RowOf<L> | null) => string;
  icon?: (row: RowOf<L> | null) => IconName;
  submitText?: (row: RowOf<L> | null) => string;
  /** Under the fields (e.g. a current value, a picker the fields cannot express). */
  children?: (row: RowOf<L> | null, form: FormAccess) => ReactNode;
  /** 2: the fields in two columns of a wider dialog (a long form that would scroll at 768 px). */
  columns?: 1 | 2;
}

export function ResourceFormDialog<L extends ListOperationId, C extends ListCriteria>(
  props: ResourceFormDialogProps<L, C>,
) {
  const { resource } = props.store;
  const [isOpen, row] = useModal<RowOf<L>>(resource.modals.form);
  const readFirst = isOpen && row !== null && isRecordView(resource.area, resource.rowId(row));
  return (
    <FormDialog
      isOpen={isOpen}
      title={
        props.title?.(row) ??
        (row ? `Sửa ${resource.noun}: ${resource.rowName(row)}` : `Thêm ${resource.noun}`)
      }
      icon={props.icon?.(row) ?? (row ? 'edit' : 'add')}
      readFirst={readFirst}
      readTitle={row ? `${capitalize(resource.noun)}: ${resource.rowName(row)}` : undefined}
      submitText={props.submitText?.(row)}
      columns={props.columns}
      fields={props.fields(row)}
      contract={props.contract(row)}
      initialValues={props.initialValues?.(row)}
      onSubmit={async (values) => {
        if (row && props.update) await props.update(values, row);
        else await props.create(values);
      }}
      onClose={() => {
        clearRecordView();
        closeModal(resource.modals.form);
      }}
    >
      {props.children ? (form: FormAccess) => props.children?.(row, form) : null}
    </FormDialog>
  );
}

/** How many names the alert lists before '… và N khác'. */
const SHOWN = 8;

export function ResourceDeleteAlert<L extends ListOperationId, C extends ListCriteria>(props: {
  store: ResourceStore<L, C>;
  /** What else the delete does, said after the question (e.g. 'Chức năng cũng bị gỡ khỏi mọi chức vụ'). */
  warning?: ReactNode;
  /** The word of the command that opened it, when the delete is not called one ('Thu hồi' a key). */
  verb?: string;
}) {
  const { resource } = props.store;
  const [isOpen, selected] = useModal<RowOf<L>[]>(resource.modals.delete);
  const rows = selected ?? [];
  const { noun, rowName } = resource;
  const verb = props.verb ?? 'Xoá';
  return (
    <ConfirmAlert
      isOpen={isOpen}
      confirmText={`${verb} ${rows.length} ${noun}`}
      onConfirm={async () => {
        await props.store.removeRows(rows);
      }}
      onClose={() => closeModal(resource.modals.delete)}
    >
      {rows.length === 1 ? (
        <p>
          {verb} {noun} <b>{rowName(rows[0]!)}</b>? {props.warning}
        </p>
      ) : (
        <>
          <p>
            {verb} {rows.length} {noun} đã chọn? {props.warning}
          </p>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {rows.slice(0, SHOWN).map((row) => (
              <li key={resource.rowId(row)}>{rowName(row)}</li>
            ))}
            {rows.length > SHOWN && (
              <li>
                … và {rows.length - SHOWN} {noun} khác
              </li>
            )}
          </ul>
        </>
      )}
    </ConfirmAlert>
  );
}
