// /setting-bill state: the loaded configuration (getBillSetting), the draft being edited, its field errors,
// and the save (saveBillSetting) through a form store (spec §4), over an injected SDK client (tests pass
// one on a fake fetch). The draft lives here so the `$mod+KeyS` command saves what is on screen.
import type { ApiClient } from '@busops/sdk';
import { proxy } from 'valtio';
import type { Notifier, ResourceStoreOptions } from '../../kit/resource';
import { api } from '../../lib/api';
import { createFormStore, runOrThrow } from '../../lib/request-state';
import { errorMessage, toast, toastError } from '../../lib/toasts';
import {
  type BillSetting,
  type BillSettingDraft,
  draftFrom,
  toBillSettingInput,
  validateBillSetting,
} from './bill-settings-form';

export function createBillSettingsStore(client: ApiClient, options: ResourceStoreOptions = {}) {
  const onError = options.onError ?? toastError;
  const notify: Notifier = options.notify ?? { success: (key) => toast.success(key), error: toast.error };
  const form = createFormStore<BillSetting>(options);
  const state = proxy({
    loading: false,
    loadError: null as string | null,
    setting: null as BillSetting | null,
    draft: draftFrom(null),
    errors: {} as Record<string, string>,
  });

  async function load(): Promise<void> {
    state.loading = true;
    state.loadError = null;
    try {
      const { data: setting } = await client.call('getBillSetting');
      state.setting = setting;
      state.draft = draftFrom(setting);
      state.errors = {};
    } catch (error) {
      state.loadError = errorMessage(error);
      state.setting = null;
      onError(error);
    } finally {
      state.loading = false;
    }
  }

  function edit<K extends keyof BillSettingDraft>(name: K, value: BillSettingDraft[K]): void {
    state.draft[name] = value;
    if (state.errors[name]) delete state.errors[name];
  }

  /** Validates, then saves; true on success ('Lưu thành công'). A failure keeps the draft. */
  async function save(): Promise<boolean> {
    if (form.requesting || state.loading) return false;
    const errors = validateBillSetting(state.draft, state.setting?.has_password ?? false);
    state.errors = errors;
    if (Object.keys(errors).length > 0) return false;
    try {
      const saved = await runOrThrow(
        form,
        async () => (await client.call('saveBillSetting', { body: toBillSettingInput(state.draft) })).data,
      );
      state.setting = saved;
      state.draft = draftFrom(saved);
      notify.success('saved');
      return true;
    } catch {
      return false; // shown: the form store toasts it and keeps the payload in form.error
    }
  }

  return { state, form, load, edit, save };
}

export type BillSettingsStore = ReturnType<typeof createBillSettingsStore>;

export const billSettings = createBillSettingsStore(api);
