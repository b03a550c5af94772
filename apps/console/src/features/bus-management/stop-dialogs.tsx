// The dialogs of /route/stop: the kit's create/edit form and multi-row delete (spec §8 messages).
import { ResourceDeleteAlert, ResourceFormDialog } from '../../kit/resource-dialogs';
import { stopContract, stopFields, stopInitialValues, toStopInput } from './stop-form';
import { StopLocationPicker } from './stop-location-picker';
import { stops } from './stops.store';

export function StopDialogs() {
  return (
    <>
      <ResourceFormDialog
        store={stops}
        fields={() => stopFields}
        contract={stopContract}
        initialValues={stopInitialValues}
        // biome-ignore lint/correctness/noChildrenProp: the picker reads and sets the form's values
        children={(_row, form) => <StopLocationPicker form={form} />}
        create={(values) => stops.mutate('createStop', { body: toStopInput(values) }, 'created')}
        update={(values, row) =>
          stops.mutate(
            'updateStop',
            { params: { path: { id: row.id } }, body: toStopInput(values) },
            'updated',
          )
        }
      />
      <ResourceDeleteAlert store={stops} warning="Điểm dừng đang thuộc lộ trình tuyến không xoá được." />
    </>
  );
}
