// A Blueprint Dialog form: Vietnamese validation, Enter submits, Escape cancels, first field focused,
// the server's message in a Callout on failure and nothing typed is lost. `readFirst` (a record opened by
// its link) opens it as a read view: fields disabled, the focus on 'Sửa', which `e` or Enter presses.
import {
  Button,
  Callout,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { formErrorMessage } from '../../lib/request-state';
import { DateInput, type DateInputProps, MonthInput } from '../date-input/date-input';
import { AUTOFOCUS } from '../overlay/first-control';
import { Dialog } from '../overlay/overlays';
import {
  type FormContract,
  type FormField,
  type FormValues,
  initialFormValues,
  moneyDigits,
  moneyText,
  validateForm,
} from './form-fields';
import { MultiSelectField } from './multi-select-field';

export interface FormDialogProps {
  isOpen: boolean;
  title: string;
  icon?: IconName;
  fields: readonly FormField[];
  initialValues?: Partial<FormValues>;
  submitText?: string;
  /** The operation's body validator and how the values become its body (see form-fields.ts). */
  contract?: FormContract;
  /** Throw (e.g. the SDK's ApiError) to keep the dialog open with the message shown. */
  onSubmit: (values: FormValues) => Promise<void>;
  onClose: () => void;
  /**
   * Extra content under the fields; as a function it reads and sets the values (a map that picks the
   * coordinates the lat/lng fields hold).
   */
  children?: ReactNode | ((form: FormAccess) => ReactNode);
  /** 2: fields in two columns of a wider dialog (textareas and switches span both). */
  columns?: 1 | 2;
  /** Open as a read view (fields disabled, focus on 'Sửa'); read as the dialog opens. */
  readFirst?: boolean;
  /** The title while it is a read view (default `title`). */
  readTitle?: string;
}

/** What content under the fields may do with the form's values. */
export interface FormAccess {
  values: FormValues;
  set: (name: string, value: string) => void;
  /** A read view (a record opened by its link): what the content changes stays disabled like the fields. */
  reading: boolean;
}

/** '— Chọn —' only where nothing is a real answer: a required select that holds a value never offers it. */
function selectOptions(field: FormField, value: string) {
  const options = field.options ?? [];
  return field.required && value !== '' ? options : [{ value: '', label: '— Chọn —' }, ...options];
}

function CalendarField({ kind, ...props }: DateInputProps & { kind: 'date' | 'month' }) {
  return kind === 'date' ? <DateInput {...props} /> : <MonthInput {...props} />;
}

const TWO_COLUMNS = { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 } as const;
const SPAN_BOTH = { gridColumn: '1 / -1' } as const;

export function FormDialog(props: FormDialogProps) {
  const {
    isOpen,
    title,
    icon,
    fields,
    initialValues,
    submitText = 'Lưu',
    contract,
    onSubmit,
    onClose,
    children,
    columns = 1,
    readFirst = false,
    readTitle,
  } = props;
  const [values, setValues] = useState<FormValues>(() => initialFormValues(fields, initialValues));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formId = useId();
  // Set as the dialog opens, in the same render (not an effect) so no field mounts focused first.
  const [reading, setReading] = useState(isOpen && readFirst);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    setReading(isOpen && readFirst);
  }
  const formRef = useRef<HTMLFormElement>(null);
  const [startedEditing, setStartedEditing] = useState(0);
  useEffect(() => {
    if (startedEditing === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled])')
      ?.focus();
  }, [startedEditing]);
  // The fields are disabled while a submit is under way, and a disabled field loses the focus to the page's
  // body, outside the dialog, where Escape and Enter no longer reach it. A refused submit gives the focus
  // back to the field that had it (else the first), as soon as the fields are enabled again.
  const focusBeforeSubmit = useRef<HTMLElement | null>(null);
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused === 0) return;
    const before = focusBeforeSubmit.current;
    const target =
      before?.isConnected && formRef.current?.contains(before)
        ? before
        : formRef.current?.querySelector<HTMLElement>(
            'input:not([disabled]), select:not([disabled]), textarea:not([disabled])',
          );
    target?.focus();
  }, [refused]);
  const edit = () => {
    setReading(false);
    setStartedEditing((n) => n + 1);
  };
  // `e` or Enter anywhere but 'Đóng' edits; handled on keydown (default prevented) so the Enter that
  // leaves the read view never reaches the first field as a submit. Space is not an edit key: ' Hai' typed
  // at a read view must not start editing midway, so the click a Space makes on 'Sửa' is dropped.
  const spacePressed = useRef(false);
  const onReadKey = (event: KeyboardEvent<HTMLFormElement>) => {
    spacePressed.current = event.key === ' ';
    if (!reading || event.ctrlKey || event.metaKey || event.altKey) return;
    if ((event.target as HTMLElement).dataset.readClose !== undefined) return;
    if (event.key !== 'Enter' && event.key !== 'e') return;
    event.preventDefault();
    edit();
  };
  const onEditClick = () => {
    if (spacePressed.current) spacePressed.current = false;
    else edit();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    if (isOpen) {
      setValues(initialFormValues(fields, initialValues));
      setErrors({});
      setServerError(null);
    }
  }, [isOpen]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reading) return;
    const found = validateForm(fields, values, contract);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // A contract error about a property no field shows: above the fields, like the API's own message.
      const names = new Set(fields.map((f) => f.name));
      setServerError(Object.entries(found).find(([name]) => !names.has(name))?.[1] ?? null);
      return;
    }
    focusBeforeSubmit.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSubmitting(true);
    setServerError(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      setServerError(formErrorMessage(error));
      setRefused((n) => n + 1);
    } finally {
      setSubmitting(false);
    }
  }

  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={reading ? (readTitle ?? title) : title}
      icon={icon}
      canEscapeKeyClose
      autoFocus
      enforceFocus
      style={columns === 2 ? { width: 720 } : undefined}
    >
      <form ref={formRef} id={formId} onSubmit={(e) => void submit(e)} onKeyDown={onReadKey} noValidate>
        <DialogBody>
          {serverError && (
            <Callout intent={Intent.DANGER} icon="error" style={{ marginBottom: 12 }}>
              {serverError}
            </Callout>
          )}
          <div style={columns === 2 ? TWO_COLUMNS : undefined}>
            {fields.map((field, index) => {
              const inputId = `${formId}-${field.name}`;
              const error = errors[field.name];
              const common = {
                id: inputId,
                name: field.name,
                value: values[field.name] ?? '',
                disabled: field.disabled || submitting || reading,
                autoFocus: index === 0 && !reading,
                placeholder: field.placeholder,
              };
              return (
                <FormGroup
                  key={field.name}
                  label={field.label}
                  labelFor={inputId}
                  labelInfo={field.required ? '*' : undefined}
                  helperText={error ?? field.helperText}
                  intent={error ? Intent.DANGER : Intent.NONE}
                  style={columns === 2 && field.type === 'textarea' ? SPAN_BOTH : undefined}
                >
                  {field.type === 'switch' ? (
                    <Switch
                      id={inputId}
                      name={field.name}
                      checked={values[field.name] === 'true'}
                      disabled={common.disabled}
                      autoFocus={common.autoFocus}
                      label={field.placeholder}
                      onChange={(e) => set(field.name, e.currentTarget.checked ? 'true' : '')}
                    />
                  ) : field.type === 'multi-select' ? (
                    <MultiSelectField
                      id={inputId}
                      options={field.options ?? []}
                      value={values[field.name] ?? ''}
                      disabled={common.disabled}
                      autoFocus={common.autoFocus}
                      placeholder={field.placeholder}
                      onChange={(value) => set(field.name, value)}
                    />
                  ) : field.type === 'textarea' ? (
                    <TextArea {...common} fill onChange={(e) => set(field.name, e.target.value)} />
                  ) : field.type === 'select' ? (
                    <HTMLSelect
                      {...common}
                      fill
                      options={selectOptions(field, values[field.name] ?? '')}
                      onChange={(e) => set(field.name, e.target.value)}
                    />
                  ) : field.type === 'date' || field.type === 'month' ? (
                    <CalendarField
                      {...common}
                      kind={field.type}
                      intent={error ? Intent.DANGER : Intent.NONE}
                      onChange={(value) => set(field.name, value)}
                      onInvalidText={(text) => set(field.name, text)}
                    />
                  ) : field.type === 'money' ? (
                    <InputGroup
                      {...common}
                      value={moneyText(values[field.name] ?? '')}
                      inputMode="numeric"
                      rightElement={<span className="busops-input-unit">₫</span>}
                      intent={error ? Intent.DANGER : Intent.NONE}
                      onValueChange={(value) => set(field.name, moneyDigits(value))}
                    />
                  ) : (
                    <InputGroup
                      {...common}
                      type={field.type === 'tel' ? 'tel' : (field.type ?? 'text')}
                      intent={error ? Intent.DANGER : Intent.NONE}
                      onValueChange={(value) => set(field.name, value)}
                      onBlur={
                        field.normalize
                          ? () => set(field.name, field.normalize!(values[field.name] ?? ''))
                          : undefined
                      }
                    />
                  )}
                </FormGroup>
              );
            })}
          </div>
          {typeof children === 'function' ? children({ values, set, reading }) : children}
        </DialogBody>
        <DialogFooter
          actions={
            reading ? (
              <>
                <Button onClick={onClose} data-read-close="">
                  Đóng
                </Button>
                <Button intent={Intent.PRIMARY} icon="edit" {...AUTOFOCUS} onClick={onEditClick}>
                  Sửa (e)
                </Button>
              </>
            ) : (
              <>
                <Button onClick={onClose} disabled={submitting}>
                  Huỷ
                </Button>
                <Button type="submit" intent={Intent.PRIMARY} loading={submitting}>
                  {submitText}
                </Button>
              </>
            )
          }
        />
      </form>
    </Dialog>
  );
}
