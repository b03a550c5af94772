// /vehicle/device-keys: Khoá thiết bị, the company's live device keys (n new key; the row menu rotates
// or revokes one). The key is shown once, in the dialog after creating or rotating it.
import { ResourceListScreen } from '../../kit/resource-screen';
import { DeviceKeyDialogs } from './device-key-dialogs';
import { deviceKeyColumns } from './device-keys.columns';
import { deviceKeys } from './device-keys.store';

export default function DeviceKeysScreen() {
  return (
    <>
      <ResourceListScreen store={deviceKeys} columns={deviceKeyColumns} />
      <DeviceKeyDialogs />
    </>
  );
}
