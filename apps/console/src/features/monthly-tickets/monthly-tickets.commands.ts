// /monthly-ticket/registration-list, /extend-list, /change-card-list (who sees them comes from the domain
// MENU) and their actions, each visible by its operationId (x-roles) and, for the moves of an order, by
// the domain's canMoveOrder for the signed-in role: create (n), confirm the cash (p), cancel with a reason
// (x; a controller's cancel of a paid order refunds it), the card of a paid order (k), the receipt (i, Enter on a row), the renewal
// campaign (extend-list), and the counter's record search (a member by phone or name, with 'Gia hạn vé
// tháng', 'Đổi thẻ', 'Xác nhận thanh toán').
import { ORDER_STATUS, type OrderType } from '@busops/domain';
import type { RecordSearcher } from '../../commands/record-search';
import type { Command, CommandContext } from '../../commands/types';
import { oneRow, resourceCommands } from '../../kit/resource-commands';
import { lazyComponent } from '../../lib/lazy-component';
import { addMemberSection, type MemberSectionProps } from '../../lib/member-sections';
import { canMoveAll, ORDER_MODALS } from './order-modals';
import { ORDER_SCREENS, type Order, orderResources } from './orders.resource';

const role = (ctx: CommandContext) => ctx.principal?.role;
const orders = (ctx: CommandContext) => ctx.selection.rows as Order[];

const load = (name: 'RegistrationOrdersScreen' | 'ExtensionOrdersScreen' | 'CardOrdersScreen') => () =>
  import('./orders.screen').then((m) => ({ default: m[name] }));

const SCREEN_COMPONENT = {
  1: 'RegistrationOrdersScreen',
  2: 'ExtensionOrdersScreen',
  3: 'CardOrdersScreen',
} as const;

const CREATE = {
  1: {
    title: 'Tạo đơn đăng ký vé tháng',
    operationId: 'createRegistrationOrder',
    modal: ORDER_MODALS.registration,
    keywords: ['dang ky', 'moi', 'tao don', 'new'],
  },
  2: {
    title: 'Tạo đơn gia hạn vé tháng',
    operationId: 'createExtensionOrder',
    modal: ORDER_MODALS.extension,
    keywords: ['gia han', 'tao don', 'renew'],
  },
  3: {
    title: 'Tạo đơn cấp thẻ mới (đổi thẻ)',
    operationId: 'createChangeCardOrder',
    modal: ORDER_MODALS.changeCard,
    keywords: ['doi the', 'cap the', 'tao don'],
  },
} as const;

function orderCommands(orderType: OrderType): Command[] {
  const resource = orderResources[orderType];
  const create = CREATE[orderType];
  const commands = resourceCommands(resource, {
    screen: {
      icon: orderType === 1 ? 'new-person' : orderType === 2 ? 'refresh' : 'id-number',
      keywords: ['ve thang', 'don', ORDER_SCREENS[orderType].title],
      load: load(SCREEN_COMPONENT[orderType]),
      list: () => import('./orders.store').then((m) => m.orderStores[orderType].list),
    },
    actions: [
      {
        verb: 'create',
        operationId: create.operationId,
        title: create.title,
        icon: 'add',
        shortcut: 'n',
        placements: ['toolbar'],
        keywords: [...create.keywords],
        run: (ctx) => ctx.openModal(create.modal, {}),
      },
      {
        verb: 'confirm-payment',
        operationId: 'confirmOrderCashPayment',
        selection: true,
        title: (ctx) => `Xác nhận thanh toán ${orders(ctx)[0]?.code ?? ''}`.trim(),
        icon: 'bank-account',
        shortcut: 'p',
        placements: ['toolbar', 'row-menu'],
        keywords: ['xac nhan', 'thanh toan', 'tien mat', 'thu tien', 'pay'],
        when: (ctx) => oneRow(ctx) && canMoveAll(role(ctx), 'confirm_payment', orders(ctx)),
        run: (ctx, rows) =>
          ctx.openModal(ORDER_MODALS.extension, { memberId: rows[0]!.member_id, pay: true }),
      },
      {
        verb: 'receipt',
        operationId: 'getSubscriptionOrder',
        selection: true,
        title: 'In biên lai',
        icon: 'print',
        shortcut: 'i',
        placements: ['row-menu'],
        keywords: ['in', 'bien lai', 'hoa don', 'receipt', 'print'],
        when: (ctx) =>
          oneRow(ctx) &&
          orders(ctx).every((o) => o.status === ORDER_STATUS.paid || o.status === ORDER_STATUS.cardIssued),
        run: (ctx, rows) => ctx.openModal(ORDER_MODALS.receipt, rows[0]!.id),
      },
      {
        verb: 'cancel',
        operationId: 'cancelSubscriptionOrder',
        selection: true,
        title: (ctx) => (orders(ctx)[0]?.status === ORDER_STATUS.paid ? 'Hủy đơn và hoàn tiền' : 'Hủy đơn'),
        icon: 'disable',
        shortcut: 'x',
        placements: ['row-menu'],
        keywords: ['huy', 'hoan tien', 'cancel', 'refund'],
        when: (ctx) => oneRow(ctx) && canMoveAll(role(ctx), 'cancel', orders(ctx)),
        run: (ctx, rows) => ctx.openModal(ORDER_MODALS.cancel, rows[0]),
      },
      ...(orderType !== 2
        ? [
            {
              verb: 'issue-card',
              operationId: 'attachSubscriptionCard' as const,
              selection: true,
              title: (ctx: CommandContext) => `Cấp thẻ cho đơn ${orders(ctx)[0]?.code ?? ''}`.trim(),
              icon: 'id-number' as const,
              shortcut: 'k',
              placements: ['toolbar' as const, 'row-menu' as const],
              keywords: ['cap the', 'gan the', 'doi the', 'quet the', 'card'],
              // A paid registration or new-card order waits for its card (the domain's 'issue_card' move).
              when: (ctx: CommandContext) => oneRow(ctx) && canMoveAll(role(ctx), 'issue_card', orders(ctx)),
              run: (ctx: CommandContext, rows: Order[]) => ctx.openModal(ORDER_MODALS.issueCard, rows[0]),
            },
          ]
        : []),
      ...(orderType === 2
        ? [
            {
              verb: 'campaign',
              operationId: 'createExtensionOrders' as const,
              title: 'Vé sắp hết hạn tháng này',
              icon: 'time' as const,
              shortcut: 'c',
              placements: ['toolbar' as const],
              keywords: ['het han', 'gia han hang loat', 'chien dich', 'campaign', 'sap het han'],
              run: (ctx: CommandContext) => ctx.openModal(ORDER_MODALS.campaign, {}),
            },
          ]
        : []),
    ],
  });
  return commands;
}

export const monthlyTicketCommands: Command[] = [
  ...orderCommands(1),
  ...orderCommands(2),
  ...orderCommands(3),
];

/**
 * The counter's record search: a member by phone or name, with what the counter can do for them. Its
 * code (counter.ts, pass lines, receipt texts) loads with the first search, not with the first screen.
 */
const counterMemberActions: RecordSearcher = {
  id: 'monthly-tickets.counter',
  group: 'Quầy vé tháng',
  operationId: 'createExtensionOrder',
  minLength: 3,
  search: async (query, signal) => (await import('./counter')).searchCounter(query, signal),
};

export const monthlyTicketSearchers: RecordSearcher[] = [counterMemberActions];

/** The customer's profile shows their passes and orders (its code loads with the dialog that shows it). */
export function registerMonthlyTicketSections(): void {
  addMemberSection(
    'monthly-tickets',
    lazyComponent<MemberSectionProps>(
      () => import('./member-passes'),
      () => null,
    ),
  );
}
