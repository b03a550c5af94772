// Picks a member's pass (listSubscriptions): by the member (the counter's record) or by a keyword typed in
// the dialog (phone, name without diacritics, card number). Up/Down move, Enter picks; one pass of a
// member is picked at once.
import { Button, InputGroup, Menu, MenuItem, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatPhone, formatVnd } from '@busops/domain';
import type { OperationData } from '@busops/sdk';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { errorMessage } from '../../lib/toasts';
import { type Pass, passLine } from './pass-line';

export { type Pass, passLine };

export async function findPasses(criteria: { member_id?: number; keyword?: string }): Promise<Pass[]> {
  const page = await data(
    api.call('listSubscriptions', { params: { query: { ...criteria, page: 0, size: 20 } } }),
  );
  return page.items;
}

export function PassPicker(props: { memberId?: number; onPick: (pass: Pass) => void }) {
  const { memberId, onPick } = props;
  const [keyword, setKeyword] = useState('');
  const [passes, setPasses] = useState<Pass[] | null>(memberId ? null : []);
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;

  useEffect(() => {
    if (!memberId) return;
    findPasses({ member_id: memberId }).then(
      (list) => {
        if (list.length === 1) onPickRef.current(list[0]!);
        else setPasses(list);
      },
      (failure: unknown) => setError(errorMessage(failure)),
    );
  }, [memberId]);

  useEffect(() => {
    if (memberId || keyword.trim().length < 3) return;
    const timer = setTimeout(() => {
      findPasses({ keyword: keyword.trim() }).then(
        (list) => {
          setPasses(list);
          setActive(0);
        },
        (failure: unknown) => setError(errorMessage(failure)),
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [keyword, memberId]);

  const list = passes ?? [];
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, list.length - 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter' && list[active]) onPick(list[active]!);
    else return;
    event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the arrows and Enter of the search field and the list
    <div onKeyDown={onKeyDown}>
      {!memberId && (
        <InputGroup
          inputRef={input}
          autoFocus
          leftIcon="search"
          placeholder="SĐT, tên hoặc số thẻ của khách (ít nhất 3 ký tự)"
          value={keyword}
          onValueChange={setKeyword}
          aria-label="Tìm vé tháng"
        />
      )}
      {error && <p className="bp6-text-muted">{error}</p>}
      {passes === null && !error ? (
        <Spinner size={20} />
      ) : list.length === 0 ? (
        memberId || keyword.trim().length >= 3 ? (
          <NonIdealState icon="search" description="Không có vé tháng nào" />
        ) : null
      ) : (
        <Menu aria-label="Vé tháng" className="busops-pass-list">
          {list.map((pass, i) => (
            <MenuItem
              key={pass.id}
              active={i === active}
              text={`${pass.member.full_name} · ${formatPhone(pass.member.phone_number)}`}
              label={passLine(pass)}
              onClick={() => onPick(pass)}
            />
          ))}
        </Menu>
      )}
      {memberId && list.length > 1 && (
        <Button
          autoFocus
          minimal
          text="↑/↓ chọn vé, Enter để tiếp tục"
          onClick={() => list[active] && onPick(list[active]!)}
        />
      )}
    </div>
  );
}
