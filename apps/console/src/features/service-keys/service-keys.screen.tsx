// /vehicle/service-keys: Khoá dịch vụ, the company's live service keys (n new key; the row menu rotates
// or revokes one). The key is shown once, in the dialog after creating or rotating it.
import { ResourceListScreen } from '../../kit/resource-screen';
import { ServiceKeyDialogs } from './service-key-dialogs';
import { serviceKeyColumns } from './service-keys.columns';
import { serviceKeys } from './service-keys.store';

export default function ServiceKeysScreen() {
  return (
    <>
      <ResourceListScreen store={serviceKeys} columns={serviceKeyColumns} />
      <ServiceKeyDialogs />
    </>
  );
}
