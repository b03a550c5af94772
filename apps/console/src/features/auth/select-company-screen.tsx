// spec §2/§6: a member-company user with org_id 0 chooses one of `enabled_companies` before anything else.
import { Button, Card, Classes, H3, Menu, MenuItem, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { toastError } from '../../lib/toasts';
import { authState, logout, switchCompany } from './auth.store';

export function SelectCompanyScreen() {
  const { user } = useSnapshot(authState);
  const [pending, setPending] = useState<number | null>(null);
  const companies = user?.enabled_companies ?? [];

  async function choose(id: number) {
    setPending(id);
    try {
      await switchCompany(id);
    } catch (error) {
      toastError(error);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="busops-centered">
      <Card elevation={2} style={{ width: 420 }}>
        <H3>Chọn công ty làm việc</H3>
        <p className={Classes.TEXT_MUTED}>
          Tài khoản của bạn chưa gắn với công ty nào. Vui lòng chọn một công ty.
        </p>
        {companies.length === 0 ? (
          <NonIdealState icon="office" title="Chưa có công ty nào được cấp quyền" />
        ) : (
          <Menu>
            {companies.map((company) => (
              <MenuItem
                key={company.id}
                icon="office"
                text={company.name}
                disabled={pending !== null}
                labelElement={pending === company.id ? '…' : undefined}
                onClick={() => void choose(company.id)}
              />
            ))}
          </Menu>
        )}
        <Button variant="minimal" icon="log-out" onClick={() => void logout()}>
          Đăng xuất
        </Button>
      </Card>
    </div>
  );
}
