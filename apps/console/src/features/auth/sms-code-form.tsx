// Phone -> 'Gửi mã' -> 6-digit code, shared by the SMS sign-in tab and the reset-password screen.
import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { isVietnamesePhone } from '@busops/sdk';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { authState, requestSmsCode } from './auth.store';

export interface SmsCodeFormProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  onVerify: (code: string) => Promise<void>;
  verifyText: string;
}

export function SmsCodeForm({ phone, onPhoneChange, onVerify, verifyText }: SmsCodeFormProps) {
  const { isLoading } = useSnapshot(authState);
  const [requested, setRequested] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!requested) {
      if (!isVietnamesePhone(phone)) return setError('Số điện thoại không hợp lệ');
      if (await requestSmsCode(phone)) setRequested(true);
      return;
    }
    if (!/^\d{6}$/.test(code)) return setError('Mã xác thực gồm 6 chữ số');
    await onVerify(code);
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <FormGroup label="Số điện thoại" labelFor="sms-phone">
        <InputGroup
          id="sms-phone"
          type="tel"
          autoFocus
          leftIcon="phone"
          value={phone}
          disabled={requested}
          onValueChange={onPhoneChange}
          autoComplete="tel"
        />
      </FormGroup>
      {requested && (
        <FormGroup label="Mã xác thực" labelFor="sms-code" helperText="Mã gồm 6 chữ số đã gửi qua SMS">
          <InputGroup
            id="sms-code"
            autoFocus
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            value={code}
            onValueChange={(v) => setCode(v.replace(/\D/g, ''))}
          />
        </FormGroup>
      )}
      {error && (
        <Callout intent={Intent.DANGER} compact style={{ marginBottom: 12 }}>
          {error}
        </Callout>
      )}
      <Button type="submit" intent={Intent.PRIMARY} fill loading={isLoading}>
        {requested ? verifyText : 'Gửi mã xác thực'}
      </Button>
      {requested && (
        <Button variant="minimal" fill onClick={() => setRequested(false)} style={{ marginTop: 8 }}>
          Đổi số điện thoại / gửi lại mã
        </Button>
      )}
    </form>
  );
}
