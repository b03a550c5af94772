// 'Gắn thẻ cho khách hàng' (k on a free card): type the customer's phone or name, Enter searches; one
// match is linked at once, several are listed (Tab / Enter on one). 'Gắn thẻ thành công!' closes it.

import { Button, Classes, DialogBody, InputGroup } from '@blueprintjs/core';
import { formatPhone } from '@busops/domain';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../components/overlay/overlays';
import { api } from '../../lib/api';
import { closeModal, useModal } from '../../lib/modals';
import { errorMessage, toast } from '../../lib/toasts';
import type { Member } from './members.resource';
import { CARD_LINK_MODAL } from './nfc-card-modals';
import type { NfcCard } from './nfc-cards.resource';
import { linkCard } from './nfc-cards.store';

export function CardLinkDialog() {
  const [isOpen, card] = useModal<NfcCard>(CARD_LINK_MODAL);
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<Member[] | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (isOpen) {
      setKeyword('');
      setFound(null);
    }
  }, [isOpen]);
  const close = () => closeModal(CARD_LINK_MODAL);
  const link = async (member: Member) => {
    if (!card) return;
    try {
      await linkCard(card.id, member.id);
      close();
    } catch {
      // linkCard toasted the API's message
    }
  };
  const search = async () => {
    if (!keyword.trim()) return;
    try {
      const { data } = await api.call('searchMembers', {
        params: { query: { keyword: keyword.trim(), size: 10 } },
      });
      if (data.items.length === 1) await link(data.items[0]!);
      else setFound(data.items);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      onOpened={() => input.current?.focus()}
      title={card ? `Gắn thẻ ${card.card_number} cho khách hàng` : 'Gắn thẻ'}
      icon="link"
    >
      <DialogBody>
        <InputGroup
          inputRef={input}
          aria-label="Số điện thoại hoặc tên khách hàng"
          placeholder="Số điện thoại hoặc tên khách hàng, Enter"
          value={keyword}
          onValueChange={setKeyword}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void search();
            }
          }}
        />
        {found && found.length === 0 && <p className={Classes.TEXT_MUTED}>Không tìm thấy khách hàng nào</p>}
        {found && found.length > 1 && (
          <ul className="member-detail__list" aria-label="Khách hàng tìm thấy">
            {found.map((m) => (
              <li key={m.id}>
                <Button
                  variant="minimal"
                  icon="person"
                  text={`${m.full_name} (${formatPhone(m.phone_number)})`}
                  onClick={() => void link(m)}
                />
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
    </Dialog>
  );
}
