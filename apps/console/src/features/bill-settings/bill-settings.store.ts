// /setting-bill state: the loaded configuration (getBillSetting), the draft being edited, its field errors,
// and the save (saveBillSetting) through a form store (spec §4). The draft lives here so the `$mod+KeyS`
// command saves what is on screen.
import { proxy } from 'valtio';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { createFormStore, runOrThrow, type StoreOptions } from '../../lib/request-state';
import { errorMessage, toast, toastError } from '../../lib/toasts';
import {
  type BillSetting,
  type BillSettingDraft,
  type BillSettingInput,
  draftFrom,
  toBillSettingInput,
  validateBillSetting,
} from './bill-settings-form';

export interface BillSettingsPort {
  get: () => Promise<BillSetting>;
  save: (body: BillSettingInput) => Promise<BillSetting>;
}

export const billSettingsApi: BillSettingsPort = {
  get: () => data(api.GET('/setting-bill')),
  save: (body) => data(api.PUT('/setting-bill', { body })),
};

export function createBillSettingsStore(port: BillSettingsPort, options: StoreOptions = {}) {
  const onError = options.onError ?? toastError;
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
      const setting = await port.get();
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
      const saved = await runOrThrow(form, () => port.save(toBillSettingInput(state.draft)));
      state.setting = saved;
      state.draft = draftFrom(saved);
      toast.success('saved');
      return true;
    } catch {
      return false; // shown: the form store toasts it and keeps the payload in form.error
    }
  }

  return { state, form, load, edit, save };
}

export type BillSettingsStore = ReturnType<typeof createBillSettingsStore>;

export const billSettings = createBillSettingsStore(billSettingsApi);
