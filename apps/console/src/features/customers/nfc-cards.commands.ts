// /customer/ticket-bus (Thẻ đi xe buýt: who sees it comes from the domain MENU) and the card actions, each
// on the one selected card, each shown only when CARD_TRANSITIONS (or the link rules) allow it.
import { type CardStatus, canMoveCard } from '@busops/domain';
import type { Command, CommandContext } from '../../commands/types';
import { oneRow, resourceCommands } from '../../kit/resource-commands';
import { CARD_HISTORY_MODAL, CARD_LINK_MODAL } from './nfc-card-modals';
import { type NfcCard, nfcCardResource } from './nfc-cards.resource';
import { type CardAction, changeCard } from './nfc-cards.store';

const selected = (ctx: CommandContext) => ctx.selection.rows[0] as NfcCard | undefined;
const canMove = (to: CardStatus) => (ctx: CommandContext) => {
  const card = selected(ctx);
  return oneRow(ctx) && !!card && canMoveCard(card.status, to);
};

const move = (
  verb: string,
  action: CardAction,
  title: string,
  shortcut: string,
  keywords: string[],
  when: (ctx: CommandContext) => boolean,
) => ({
  verb,
  operationId: 'updateNfcCardUser' as const,
  title: (ctx: CommandContext) => `${title} ${selected(ctx)?.card_number ?? ''}`.trim(),
  icon:
    action === 'unlink'
      ? ('disable' as const)
      : action === 'active'
        ? ('unlock' as const)
        : ('lock' as const),
  shortcut,
  keywords,
  selection: true,
  placements: ['row-menu' as const],
  when,
  run: (_ctx: CommandContext, rows: NfcCard[]) =>
    rows[0] ? changeCard(rows[0], action).catch(() => undefined) : undefined,
});

export const nfcCardCommands: Command[] = resourceCommands(nfcCardResource, {
  screen: {
    icon: 'id-number',
    keywords: ['the', 'nfc', 'the xe buyt', 'cards'],
    load: () => import('./nfc-cards.screen'),
    list: () => import('./nfc-cards.store').then((m) => m.nfcCards.list),
  },
  create: {
    operationId: 'createNfcCard',
    title: 'Đăng ký thẻ vào kho',
    keywords: ['them', 'dang ky', 'the', 'nhap kho'],
  },
  actions: [
    {
      verb: 'history',
      operationId: 'listNfcCardHistory',
      title: (ctx) => `Lịch sử thẻ ${selected(ctx)?.card_number ?? ''}`.trim(),
      icon: 'history',
      shortcut: 'l',
      keywords: ['lich su', 'history'],
      selection: true,
      placements: ['row-menu'],
      when: oneRow,
      run: (ctx, rows) => ctx.openModal(CARD_HISTORY_MODAL, rows[0]),
    },
    {
      verb: 'link',
      operationId: 'createNfcCardUser',
      title: (ctx) => `Gắn thẻ ${selected(ctx)?.card_number ?? ''} cho khách hàng`.replace('  ', ' '),
      icon: 'link',
      shortcut: 'k',
      keywords: ['gan the', 'khach hang', 'link'],
      selection: true,
      placements: ['row-menu'],
      when: (ctx) => oneRow(ctx) && selected(ctx)?.status === 'active' && selected(ctx)?.member_id === null,
      run: (ctx, rows) => ctx.openModal(CARD_LINK_MODAL, rows[0]),
    },
    move(
      'unlink',
      'unlink',
      'Gỡ thẻ khỏi khách hàng:',
      'u',
      ['go the', 'unlink'],
      (ctx) => oneRow(ctx) && selected(ctx)?.member_id != null,
    ),
    move('block', 'blocked', 'Khoá thẻ', 'b', ['khoa the', 'block'], canMove('blocked')),
    move('report-lost', 'lost', 'Báo mất thẻ', 'm', ['bao mat', 'mat the', 'lost'], canMove('lost')),
    move('activate', 'active', 'Mở khoá thẻ', 'a', ['mo khoa', 'kich hoat', 'active'], canMove('active')),
    move('expire', 'expired', 'Đánh dấu hết hạn thẻ', 'x', ['het han', 'expired'], canMove('expired')),
  ],
});
