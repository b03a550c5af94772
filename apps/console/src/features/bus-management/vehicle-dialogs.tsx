// The dialogs of /vehicle/list: the kit's create/edit form and multi-row delete (spec §8 messages).
import { ResourceDeleteAlert, ResourceFormDialog } from '../../kit/resource-dialogs';
import { toVehicleInput, vehicleContract, vehicleFields, vehicleInitialValues } from './vehicle-form';
import { vehicles } from './vehicles.store';

export function VehicleDialogs() {
  return (
    <>
      <ResourceFormDialog
        store={vehicles}
        columns={2}
        fields={() => vehicleFields}
        contract={vehicleContract}
        initialValues={vehicleInitialValues}
        create={(values) => vehicles.mutate('createVehicle', { body: toVehicleInput(values) }, 'created')}
        update={(values, row) =>
          vehicles.mutate(
            'updateVehicle',
            { params: { path: { id: row.id } }, body: toVehicleInput(values) },
            'updated',
          )
        }
      />
      <ResourceDeleteAlert store={vehicles} />
    </>
  );
}
