// The dialogs of /monthly-ticket/setting: the kit's create/edit forms of a card type and of a price, and
// the card type delete alert (a type that prices use is refused by the API with the reason).
import { useSnapshot } from 'valtio';
import { ResourceDeleteAlert, ResourceFormDialog } from '../../kit/resource-dialogs';
import { cardTypeContract, cardTypeFields, cardTypeInitialValues, toCardTypeInput } from './card-type-form';
import { type CardType, priceTarget } from './pass-settings.resource';
import { cardTypes, loadOptions, options, prices } from './pass-settings.store';
import { priceContract, priceFields, priceInitialValues, toPriceInput } from './price-form';

const refreshOptions = () => void loadOptions().catch(() => undefined);

export function PassSettingsDialogs() {
  const snap = useSnapshot(options);
  return (
    <>
      <ResourceFormDialog
        store={cardTypes}
        fields={() => cardTypeFields}
        contract={cardTypeContract}
        initialValues={cardTypeInitialValues}
        create={(values) =>
          cardTypes
            .mutate('createCardType', { body: toCardTypeInput(values) }, 'created')
            .then(refreshOptions)
        }
        update={(values, row) =>
          cardTypes
            .mutate(
              'updateCardType',
              { params: { path: { id: row.id } }, body: toCardTypeInput(values) },
              'updated',
            )
            .then(refreshOptions)
        }
      />
      <ResourceDeleteAlert store={cardTypes} />
      <ResourceFormDialog
        store={prices}
        columns={2}
        fields={() => priceFields(snap.routes, snap.cardTypes as CardType[])}
        contract={priceContract}
        initialValues={priceInitialValues}
        title={(row) =>
          row ? `Sửa giá vé tháng: ${priceTarget(row)} · ${row.card_type_code}` : 'Thêm giá vé tháng'
        }
        create={(values) =>
          prices.mutate('createSubscriptionPrice', { body: toPriceInput(values) }, 'created')
        }
        update={(values, row) =>
          prices.mutate(
            'updateSubscriptionPrice',
            { params: { path: { id: row.id } }, body: toPriceInput(values) },
            'updated',
          )
        }
      />
    </>
  );
}
