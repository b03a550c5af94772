// The dialogs of /routes/driver-setting: the kit's create/edit form and multi-row delete (spec §8 messages).
import { ResourceDeleteAlert, ResourceFormDialog } from '../../../kit/resource-dialogs';
import {
  driverSettingTypeContract,
  driverSettingTypeFields,
  driverSettingTypeInitialValues,
  toDriverSettingTypeInput,
} from './driver-setting-type-form';
import { driverSettingTypes } from './driver-setting-types.store';

export function DriverSettingTypeDialogs() {
  return (
    <>
      <ResourceFormDialog
        store={driverSettingTypes}
        fields={() => driverSettingTypeFields}
        contract={driverSettingTypeContract}
        initialValues={driverSettingTypeInitialValues}
        create={(values) =>
          driverSettingTypes.mutate(
            'createDriverSettingType',
            { body: toDriverSettingTypeInput(values) },
            'created',
          )
        }
        update={(values, row) =>
          driverSettingTypes.mutate(
            'updateDriverSettingType',
            { params: { path: { id: row.id } }, body: toDriverSettingTypeInput(values) },
            'updated',
          )
        }
      />
      <ResourceDeleteAlert store={driverSettingTypes} />
    </>
  );
}
