// /login: phone + password, SMS code, and the external identity provider when Firebase is configured.
import {
  Button,
  Callout,
  Card,
  Classes,
  Divider,
  FormGroup,
  H3,
  InputGroup,
  Intent,
  Tab,
  Tabs,
} from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { isFirebaseConfigured } from '../../lib/env';
import { authState, loginWithPassword, loginWithProvider, verifySmsCode } from './auth.store';
import { SmsCodeForm } from './sms-code-form';
import { useReturnTo } from './use-return-to';

export function LoginScreen() {
  const { user, isLoading, error } = useSnapshot(authState);
  const returnTo = useReturnTo();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  if (user) return <Navigate to="/menu" replace />;

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (!phone.trim()) return setInvalid('Vui lòng nhập số điện thoại');
    if (!password) return setInvalid('Vui lòng nhập mật khẩu');
    setInvalid(null);
    if (await loginWithPassword(phone, password)) returnTo();
  }

  const passwordPanel = (
    <form onSubmit={(e) => void submitPassword(e)} noValidate>
      <FormGroup label="Số điện thoại" labelFor="login-phone">
        <InputGroup
          id="login-phone"
          type="tel"
          autoFocus
          leftIcon="phone"
          autoComplete="username"
          value={phone}
          onValueChange={setPhone}
        />
      </FormGroup>
      <FormGroup label="Mật khẩu" labelFor="login-password">
        <InputGroup
          id="login-password"
          type="password"
          leftIcon="lock"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
        />
      </FormGroup>
      {(invalid ?? error) && (
        <Callout intent={Intent.DANGER} compact style={{ marginBottom: 12 }}>
          {invalid ?? error}
        </Callout>
      )}
      <Button type="submit" intent={Intent.PRIMARY} fill loading={isLoading}>
        Đăng nhập
      </Button>
    </form>
  );

  const smsPanel = (
    <SmsCodeForm
      phone={phone}
      onPhoneChange={setPhone}
      verifyText="Đăng nhập"
      onVerify={async (code) => {
        if (await verifySmsCode(code)) returnTo();
      }}
    />
  );

  return (
    <div className="busops-centered">
      <Card elevation={2} className="busops-auth-card">
        <H3>busops</H3>
        <p className={Classes.TEXT_MUTED}>Đăng nhập hệ thống quản trị</p>
        <Tabs id="login-tabs" renderActiveTabPanelOnly>
          <Tab id="password" title="Mật khẩu" panel={passwordPanel} />
          <Tab id="sms" title="Mã SMS" panel={smsPanel} />
        </Tabs>
        {isFirebaseConfigured && (
          <>
            <Divider style={{ margin: '16px 0' }} />
            <Button
              fill
              icon="globe"
              loading={isLoading}
              onClick={() => void loginWithProvider().then((u) => u && returnTo())}
            >
              Đăng nhập bằng tài khoản Google
            </Button>
          </>
        )}
        <p style={{ marginTop: 16 }}>
          <Link to="/reset-password">Quên mật khẩu?</Link>
        </p>
      </Card>
    </div>
  );
}
