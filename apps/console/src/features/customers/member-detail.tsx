// Under a customer's profile form: their photo, attachments (upload, open, delete) and NFC cards (link a
// stock card by its number or UID, typed then Enter), then the sections other areas add (member-sections).
// Every control is a button or an input reachable by Tab; Enter in the card field links, never submits.
import { Button, Classes, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { memberSections } from '../../lib/member-sections';
import { errorMessage, toast } from '../../lib/toasts';
import {
  deleteMemberAttachment,
  memberFileUrl,
  uploadMemberAttachment,
  uploadMemberPhoto,
} from './member-files.api';
import type { Member } from './members.resource';
import { members } from './members.store';
import { cardStatusLabel, type NfcCard } from './nfc-cards.resource';
import { linkCard } from './nfc-cards.store';
import './customers.css';

const PHOTO_ACCEPT = '.png,.jpg,.jpeg,.gif';
const FILE_ACCEPT = '.png,.jpg,.jpeg,.gif,.pdf,.doc,.docx';

function FilePicker(props: {
  accept: string;
  text: string;
  icon: 'camera' | 'paperclip';
  onFile: (f: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button type="button" icon={props.icon} text={props.text} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        hidden
        accept={props.accept}
        aria-label={props.text}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) props.onFile(file);
        }}
      />
    </>
  );
}

async function openFile(url: string) {
  try {
    const blob = await memberFileUrl(url);
    if (blob) window.open(blob, '_blank', 'noopener');
  } catch (error) {
    toast.error(errorMessage(error));
  }
}

export function MemberDetail(props: { member: Member }) {
  const [member, setMember] = useState(props.member);
  const [photo, setPhoto] = useState<string | null>(null);
  const [cards, setCards] = useState<NfcCard[]>([]);
  const [cardKey, setCardKey] = useState('');

  useEffect(() => setMember(props.member), [props.member]);
  useEffect(() => {
    let url: string | null = null;
    const show = (u: string | null) => {
      url = u;
      setPhoto(u);
    };
    if (member.image_url) void memberFileUrl(member.image_url).then(show, () => show(null));
    else show(null);
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [member.image_url]);
  const loadCards = useCallback(async () => {
    const { data } = await api.call('listNfcCards', {
      params: { query: { member_id: member.id, size: 20 } },
    });
    setCards(data.items);
  }, [member.id]);
  useEffect(() => void loadCards().catch(() => setCards([])), [loadCards]);

  const changed = async (work: Promise<Member>, done: string) => {
    try {
      setMember(await work);
      toast.success(done);
      void members.list.reload();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const link = async () => {
    const key = cardKey.trim();
    if (!key) return;
    try {
      const { data } = await api.call('listNfcCards', {
        params: { query: { keyword: key, linked: false, status: 'active', size: 5 } },
      });
      const exact = data.items.find(
        (c) =>
          c.card_number.toLowerCase() === key.toLowerCase() ||
          c.uid === key.replace(/[\s:-]/g, '').toUpperCase(),
      );
      const card = exact ?? (data.items.length === 1 ? data.items[0] : undefined);
      if (!card) {
        toast.error(
          data.items.length === 0
            ? `Không có thẻ trong kho khớp với '${key}'`
            : 'Nhiều thẻ khớp: nhập đủ số thẻ hoặc UID',
        );
        return;
      }
      await linkCard(card.id, member.id);
      setCardKey('');
      await loadCards();
    } catch {
      // linkCard toasted the API's message
    }
  };

  return (
    <div className="member-detail">
      <section className="member-detail__row">
        <div className="member-detail__photo">
          {photo ? (
            <img src={photo} alt={`Ảnh ${member.full_name}`} />
          ) : (
            <span className={Classes.TEXT_MUTED}>Chưa có ảnh</span>
          )}
        </div>
        <div className="member-detail__files">
          <FilePicker
            accept={PHOTO_ACCEPT}
            icon="camera"
            text="Tải ảnh chân dung"
            onFile={(f) => changed(uploadMemberPhoto(member, f), 'Đã lưu ảnh')}
          />
          <h4 className={Classes.HEADING}>Tệp đính kèm</h4>
          {member.attachments.length === 0 ? (
            <p className={Classes.TEXT_MUTED}>Chưa có tệp nào</p>
          ) : (
            <ul className="member-detail__list">
              {member.attachments.map((a) => (
                <li key={a.id}>
                  <Tag minimal>{a.type}</Tag>{' '}
                  <Button
                    type="button"
                    variant="minimal"
                    size="small"
                    text={a.name}
                    onClick={() => void openFile(a.url)}
                  />
                  <Button
                    type="button"
                    variant="minimal"
                    size="small"
                    icon="trash"
                    aria-label={`Xoá tệp ${a.name}`}
                    onClick={() => changed(deleteMemberAttachment(member, a.id), 'Đã xoá tệp')}
                  />
                </li>
              ))}
            </ul>
          )}
          <FilePicker
            accept={FILE_ACCEPT}
            icon="paperclip"
            text="Thêm tệp đính kèm"
            onFile={(f) => changed(uploadMemberAttachment(member, f), 'Đã thêm tệp')}
          />
        </div>
      </section>
      <section>
        <h4 className={Classes.HEADING}>Thẻ NFC</h4>
        {cards.length > 0 && (
          <HTMLTable compact className="member-detail__cards">
            <thead>
              <tr>
                <th>Số thẻ</th>
                <th>UID</th>
                <th>Trạng thái</th>
              </tr>
            </thead>
            <tbody>
              {cards.map((c) => (
                <tr key={c.id}>
                  <td>{c.card_number}</td>
                  <td>{c.uid}</td>
                  <td>{cardStatusLabel(c.status)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        <InputGroup
          aria-label="Số thẻ hoặc UID để gắn"
          placeholder="Số thẻ hoặc UID trong kho, Enter để gắn"
          value={cardKey}
          onValueChange={setCardKey}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            e.stopPropagation();
            void link();
          }}
          rightElement={<Button type="button" icon="link" text="Gắn thẻ" onClick={() => void link()} />}
        />
      </section>
      {memberSections.map(({ id, Section }) => (
        <Section key={id} member={member} />
      ))}
    </div>
  );
}
