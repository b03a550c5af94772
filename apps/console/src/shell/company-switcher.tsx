// Current company name; a user with more than one company (a super-company user, or a person who is staff
// of several member companies, org_id 0 at sign-in) switches here (PUT /staff/me/current-company).
import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useSnapshot } from 'valtio';
import { authState, switchCompany } from '../features/auth/auth.store';
import { toast, toastError } from '../lib/toasts';

export function CompanySwitcher() {
  const { user } = useSnapshot(authState);
  if (!user) return null;
  const name = user.current_company?.name ?? 'Chưa chọn công ty';
  const companies = user.enabled_companies ?? [];
  // Every company the API lets this user switch to (`enabled_companies`), whatever their role: the
  // choice made on the select-company screen is not final.
  const canSwitch = companies.length > 1;
  if (!canSwitch) {
    return (
      <span className="busops-company-name" title="Công ty hiện tại">
        {name}
      </span>
    );
  }
  const menu = (
    <Menu aria-label="Chọn công ty">
      {companies.map((company) => (
        <MenuItem
          key={company.id}
          text={company.name}
          icon={company.id === user.current_company?.id ? 'tick' : 'blank'}
          onClick={() =>
            void switchCompany(company.id).then(
              () => toast.success('changed'),
              (error: unknown) => toastError(error),
            )
          }
        />
      ))}
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-start">
      {/* the name as shown, then what the button does: a spoken name that starts with the visible text (WCAG 2.5.3) */}
      <Button
        variant="minimal"
        icon="office"
        endIcon="caret-down"
        text={name}
        aria-label={`${name} (đổi công ty)`}
      />
    </PopoverNext>
  );
}
