// The kit's create/edit dialog on a store over a fake fetch: the body the form would send goes through the
// operation's generated validator first, so what the API refuses never leaves the browser, and the message
// is the API's, worded with the field's label.
import type { Schemas } from '@busops/sdk';
import { validate as createFeatureBody } from '@busops/sdk/validators/createFeature';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormValues } from '../components/form-dialog/form-fields';
import type { ListCriteria } from '../components/list-screen/list-criteria';
import { closeAllModals, isModalOpen, openModal } from '../lib/modals';
import { fakeClient, recordingNotifier } from '../test/fake-client';
import { defineResource } from './define-resource';
import { clearRecordView, markRecordView } from './record-view';
import { connect } from './resource';
import { ResourceFormDialog } from './resource-dialogs';
import { schemaFields } from './schema-fields';

const features = defineResource<'listFeatures', ListCriteria & { keyword?: string }>({
  area: 'features',
  entity: 'feature',
  noun: 'chức năng',
  path: '/permission/feature',
  title: 'Chức năng',
  list: 'listFeatures',
  criteria: { keyword: '' },
  rowName: (f) => f.name,
  history: 'feature',
});

const fields = schemaFields('createFeature', { code: 'Mã chức năng', name: 'Tên chức năng' });
const toBody = (values: FormValues): Schemas['FeatureInput'] => ({
  code: (values.code ?? '').trim(),
  name: (values.name ?? '').trim(),
});

afterEach(closeAllModals);

describe('ResourceFormDialog', () => {
  it('checks the body with the operation’s validator before any call; a valid body is sent', async () => {
    const { client, calls } = fakeClient((call) =>
      call.method === 'GET' ? { body: { items: [], total: 0 } } : undefined,
    );
    const store = connect(features, client, { notify: recordingNotifier().notify, onError: () => {} });
    openModal(features.modals.form, null);
    render(
      <ResourceFormDialog
        store={store}
        fields={() => fields}
        contract={() => ({ validate: createFeatureBody, toBody })}
        create={(values) => store.mutate('createFeature', { body: toBody(values) }, 'created')}
      />,
    );
    await userEvent.type(await screen.findByLabelText(/Mã chức năng/), 'employee edit');
    await userEvent.type(screen.getByLabelText(/Tên chức năng/), 'Sửa nhân viên');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    // FeatureInput's code pattern with its x-pattern-message, as the API would answer it.
    expect(await screen.findByText('Mã chức năng chỉ gồm chữ in hoa không dấu, số và "_"')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/Mã chức năng/));
    await userEvent.type(screen.getByLabelText(/Mã chức năng/), 'EMPLOYEE_EDIT');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(isModalOpen(features.modals.form)).toBe(false));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/features', { code: 'EMPLOYEE_EDIT', name: 'Sửa nhân viên' }],
    ]);
  });
});

describe('ResourceFormDialog of a record opened by its link (?id=)', () => {
  const row = { id: 7, code: 'EMPLOYEE_EDIT', name: 'Sửa nhân viên' } as Schemas['Feature'];
  const renderEdit = () => {
    const { client } = fakeClient(() => ({ body: { items: [], total: 0 } }));
    const store = connect(features, client, { notify: recordingNotifier().notify, onError: () => {} });
    render(
      <ResourceFormDialog
        store={store}
        fields={() => fields}
        contract={() => ({ validate: createFeatureBody, toBody })}
        initialValues={(r) => ({ code: r?.code ?? '', name: r?.name ?? '' })}
        create={async () => {}}
        update={async () => {}}
      />,
    );
  };
  afterEach(clearRecordView);

  it('opens as a read view with no editable field focused; `e` edits', async () => {
    markRecordView(features.area, 7);
    openModal(features.modals.form, row);
    renderEdit();
    const view = await screen.findByRole('dialog', { name: 'Chức năng: Sửa nhân viên' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sửa (e)'));
    expect(view.querySelectorAll('input:enabled, select:enabled, textarea:enabled')).toHaveLength(0);
    await userEvent.keyboard('e');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Mã chức năng/)));
    expect(screen.getByRole('dialog', { name: 'Sửa chức năng: Sửa nhân viên' })).toBeTruthy();
  });

  it('the same record opened from the grid (no link) is the edit form at once', async () => {
    openModal(features.modals.form, row);
    renderEdit();
    await screen.findByRole('dialog', { name: 'Sửa chức năng: Sửa nhân viên' });
    expect(screen.getByLabelText(/Mã chức năng/)).toHaveProperty('disabled', false);
  });
});
