// /reset-password: phone -> SMS code -> new password (POST /users/{user_id}/reset-password).
import { Button, Callout, Card, FormGroup, H3, InputGroup, Intent } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { authState, resetPassword, verifySmsCode } from './auth.store';
import { SmsCodeForm } from './sms-code-form';

export function ResetPasswordScreen() {
  const { isLoading, userId, loggedInFirebase } = useSnapshot(authState);
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const verified = loggedInFirebase && userId !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < 6) return setInvalid('Mật khẩu mới phải có ít nhất 6 ký tự');
    if (password !== confirm) return setInvalid('Mật khẩu nhập lại không khớp');
    setInvalid(null);
    if (await resetPassword(phone, password)) navigate('/menu', { replace: true });
  }

  return (
    <div className="busops-centered">
      <Card elevation={2} className="busops-auth-card">
        <H3>Đặt lại mật khẩu</H3>
        {!verified ? (
          <SmsCodeForm
            phone={phone}
            onPhoneChange={setPhone}
            verifyText="Xác nhận mã"
            onVerify={async (code) => {
              await verifySmsCode(code, false);
            }}
          />
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <FormGroup label="Mật khẩu mới" labelFor="reset-password">
              <InputGroup
                id="reset-password"
                type="password"
                autoFocus
                autoComplete="new-password"
                value={password}
                onValueChange={setPassword}
              />
            </FormGroup>
            <FormGroup label="Nhập lại mật khẩu mới" labelFor="reset-confirm">
              <InputGroup
                id="reset-confirm"
                type="password"
                autoComplete="new-password"
                value={confirm}
                onValueChange={setConfirm}
              />
            </FormGroup>
            {invalid && (
              <Callout intent={Intent.DANGER} compact style={{ marginBottom: 12 }}>
                {invalid}
              </Callout>
            )}
            <Button type="submit" intent={Intent.PRIMARY} fill loading={isLoading}>
              Đặt mật khẩu
            </Button>
          </form>
        )}
        <p style={{ marginTop: 16 }}>
          <Link to="/login">Quay lại đăng nhập</Link>
        </p>
      </Card>
    </div>
  );
}
