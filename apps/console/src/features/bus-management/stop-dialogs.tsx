// The dialogs of /route/stop: the kit's create/edit form and multi-row delete (spec §8 messages).
import { ResourceDeleteAlert, ResourceFormDialog } from '../../kit/resource-dialogs';
import { stopContract, stopFields, stopInitialValues, toStopInput } from './stop-form';
import { stops } from './stops.store';

export function StopDialogs() {
  return (
    <>
      <ResourceFormDialog
        store={stops}
        fields={() => stopFields}
        contract={stopContract}
        initialValues={stopInitialValues}
        create={(values) => stops.mutate('createStop', { body: toStopInput(values) }, 'created')}
        update={(values, row) =>
          stops.mutate(
            'updateStop',
            { params: { path: { id: row.id } }, body: toStopInput(values) },
            'updated',
          )
        }
      />
      <ResourceDeleteAlert store={stops} />
    </>
  );
}
