// /customer/ticket-bus: Thẻ đi xe buýt (NFC). Filters (UID, number, holder's phone or name; status;
// linked or in stock), export (`e`), register a stock card (`n`); on the selected card: link (k), unlink
// (u), block (b), report lost (m), re-activate (a), mark expired (x), its history (l). Enter opens the history.
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ResourceFormDialog } from '../../kit/resource-dialogs';
import { ResourceListScreen } from '../../kit/resource-screen';
import { CardHistoryDrawer } from './card-history-drawer';
import { CardLinkDialog } from './card-link-dialog';
import './customers.css';
import { nfcCardContract, nfcCardFields, toNfcCardInput } from './nfc-card-form';
import { nfcCardColumns } from './nfc-cards.columns';
import { CARD_STATUS_OPTIONS, LINKED_OPTIONS } from './nfc-cards.resource';
import { nfcCards } from './nfc-cards.store';

const criteriaFields: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'UID, số thẻ, SĐT, tên khách' },
  { name: 'status', label: 'Trạng thái', type: 'select', options: CARD_STATUS_OPTIONS },
  { name: 'linked', label: 'Khách hàng', type: 'select', options: LINKED_OPTIONS },
];

export default function NfcCardsScreen() {
  return (
    <>
      <ResourceListScreen
        store={nfcCards}
        columns={nfcCardColumns}
        criteriaFields={criteriaFields}
        openCommand="nfc-cards.history"
        exportable
      />
      <ResourceFormDialog
        store={nfcCards}
        fields={() => nfcCardFields}
        contract={() => nfcCardContract}
        title={() => 'Đăng ký thẻ vào kho'}
        create={(values) => nfcCards.mutate('createNfcCard', { body: toNfcCardInput(values) }, 'created')}
      />
      <CardHistoryDrawer />
      <CardLinkDialog />
    </>
  );
}
