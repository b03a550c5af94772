// /setting-bill (Cấu hình hoá đơn): a form, not a grid. Loads getBillSetting, saves saveBillSetting with
// the button or Ctrl+S (the 'bill-settings.save' command, so canCall decides whether it is offered).
import {
  Button,
  Callout,
  Card,
  FormGroup,
  H3,
  HTMLSelect,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
  Switch,
  TagInput,
} from '@blueprintjs/core';
import { formatDateTime } from '@busops/domain';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useCommandContext } from '../../commands/context';
import { getCommand, isVisible } from '../../commands/registry';
import { shortcutLabel } from '../../lib/hotkeys';
import { preventEnterSubmit } from '../../lib/prevent-enter-submit';
import { formErrorMessage } from '../../lib/request-state';
import { SAVE_SHORTCUT } from './bill-settings.commands';
import { type BillSettingsStore, billSettings } from './bill-settings.store';
import {
  BILL_FIELDS,
  type BillProvider,
  type BillTextField,
  isRequired,
  MAX_EMAIL_CC,
  PROVIDER_OPTIONS,
} from './bill-settings-form';

const TEXT_FIELDS: BillTextField[] = [
  'tax_code',
  'company_name',
  'address',
  'template_code',
  'invoice_series',
  'username',
];

const PLACEHOLDERS: Partial<Record<BillTextField, string>> = {
  tax_code: '0101234567',
  template_code: 'VD: 1/001',
  invoice_series: 'VD: C24TAA',
};

export default function BillSettingsScreen() {
  return <BillSettingsForm store={billSettings} />;
}

/** The form over a store (the app's, or one on a fake client in tests). */
export function BillSettingsForm({ store }: { store: BillSettingsStore }) {
  const { state, form, load, edit } = store;
  const snap = useSnapshot(state);
  const formSnap = useSnapshot(form);
  const ctx = useCommandContext();
  const saveCommand = getCommand('bill-settings.save');
  const canSave = saveCommand ? isVisible(saveCommand, ctx) : false;
  const hasPassword = snap.setting?.has_password ?? false;
  const { draft, errors } = snap;
  const busy = snap.loading || formSnap.requesting;

  // Load once per visit.
  useEffect(() => {
    void load();
  }, [load]);

  if (snap.loadError && !snap.setting) {
    return (
      <NonIdealState
        icon="error"
        title="Không tải được cấu hình hoá đơn"
        description={snap.loadError}
        action={<Button icon="refresh" text="Thử lại" onClick={() => void load()} />}
      />
    );
  }
  if (!snap.setting) return <Spinner className="busops-screen-spinner" />;

  const field = (name: BillTextField) => {
    const required = isRequired(name, draft, hasPassword);
    return (
      <FormGroup
        key={name}
        label={BILL_FIELDS[name].label}
        labelFor={`bill-${name}`}
        labelInfo={required ? '*' : undefined}
        helperText={errors[name]}
        intent={errors[name] ? Intent.DANGER : Intent.NONE}
      >
        <InputGroup
          id={`bill-${name}`}
          value={draft[name]}
          placeholder={PLACEHOLDERS[name]}
          disabled={busy}
          intent={errors[name] ? Intent.DANGER : Intent.NONE}
          onValueChange={(value) => edit(name, value)}
        />
      </FormGroup>
    );
  };

  const serverError = formErrorMessage(formSnap.error);
  const saveTitle = `Lưu (${shortcutLabel(SAVE_SHORTCUT)})`;

  return (
    <section className="busops-form-screen" aria-label="Cấu hình hoá đơn" style={{ maxWidth: 760 }}>
      <H3>Cấu hình hoá đơn</H3>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // What the save command (Ctrl+S, palette) does, for the same users.
          if (canSave) void store.save();
        }}
      >
        <Card>
          {serverError && (
            <Callout intent={Intent.DANGER} icon="error" style={{ marginBottom: 12 }}>
              {serverError}
            </Callout>
          )}
          <FormGroup label="Nhà cung cấp hoá đơn điện tử" labelFor="bill-provider">
            <HTMLSelect
              id="bill-provider"
              value={draft.provider}
              options={PROVIDER_OPTIONS}
              disabled={busy}
              onChange={(e) => edit('provider', e.target.value as BillProvider)}
            />
          </FormGroup>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
            {TEXT_FIELDS.map(field)}
            <FormGroup
              label={BILL_FIELDS.password.label}
              labelFor="bill-password"
              labelInfo={isRequired('password', draft, hasPassword) ? '*' : undefined}
              helperText={
                errors.password ?? (hasPassword ? 'Đã lưu mật khẩu — bỏ trống để giữ nguyên' : undefined)
              }
              intent={errors.password ? Intent.DANGER : Intent.NONE}
            >
              <InputGroup
                id="bill-password"
                type="password"
                autoComplete="new-password"
                value={draft.password}
                placeholder={hasPassword ? 'Đã lưu mật khẩu' : undefined}
                disabled={busy}
                intent={errors.password ? Intent.DANGER : Intent.NONE}
                onValueChange={(value) => edit('password', value)}
              />
            </FormGroup>
          </div>
          <FormGroup
            label="Email nhận bản sao (CC)"
            labelFor="bill-email-cc"
            helperText={errors.email_cc ?? `Tối đa ${MAX_EMAIL_CC} email; Enter hoặc dấu phẩy để thêm`}
            intent={errors.email_cc ? Intent.DANGER : Intent.NONE}
          >
            <TagInput
              values={[...draft.email_cc]}
              disabled={busy}
              addOnBlur
              addOnPaste
              separator={/[,;\s]+/}
              placeholder="ketoan@congty.vn"
              intent={errors.email_cc ? Intent.DANGER : Intent.NONE}
              // Enter adds the typed address (the helper text says so): it must not also submit the form,
              // which saved the whole configuration at each address added.
              inputProps={{ id: 'bill-email-cc', onKeyDown: preventEnterSubmit }}
              onChange={(values) => edit('email_cc', values.map(String).filter(Boolean))}
            />
          </FormGroup>
          <Switch
            label="Tự động xuất hoá đơn cho mỗi giao dịch bán"
            checked={draft.auto_issue}
            disabled={busy}
            onChange={(e) => edit('auto_issue', e.currentTarget.checked)}
          />
          <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 16 }}>
            {canSave && (
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                icon="floppy-disk"
                loading={formSnap.requesting}
                disabled={snap.loading}
                title={`Phím tắt: ${shortcutLabel(SAVE_SHORTCUT)}`}
              >
                {saveTitle}
              </Button>
            )}
            <span className="bp6-text-muted">
              {snap.setting.updated_at
                ? `Cập nhật lần cuối: ${formatDateTime(snap.setting.updated_at)}`
                : 'Chưa lưu cấu hình'}
            </span>
          </div>
        </Card>
      </form>
    </section>
  );
}
