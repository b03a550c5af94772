// /permission/feature (Chức năng): the features positions grant; CRUD through the command registry.
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ResourceDeleteAlert, ResourceFormDialog } from '../../kit/resource-dialogs';
import { ResourceListScreen } from '../../kit/resource-screen';
import { features } from './features.store';
import { featureColumns } from './permissions.columns';
import { featureFields, featureInitialValues, toFeatureInput } from './permissions-form';

const criteriaFields: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Mã, tên chức năng' },
  { name: 'group', label: 'Nhóm', placeholder: 'Nhóm menu' },
];

export default function FeaturesScreen() {
  return (
    <>
      <ResourceListScreen store={features} columns={featureColumns} criteriaFields={criteriaFields} />
      <ResourceFormDialog
        store={features}
        fields={() => featureFields}
        initialValues={featureInitialValues}
        create={(values) => features.mutate('createFeature', { body: toFeatureInput(values) }, 'created')}
        update={(values, feature) =>
          features.mutate(
            'updateFeature',
            { params: { path: { id: feature.id } }, body: toFeatureInput(values) },
            'updated',
          )
        }
      />
      <ResourceDeleteAlert store={features} warning="Chức năng cũng bị gỡ khỏi mọi chức vụ đang có nó." />
    </>
  );
}
