// /permission/feature (Chức năng): the features positions grant; CRUD through the command registry.
import { useCommandContext } from '../../commands/context';
import { runRowCommand } from '../../components/list-screen/command-buttons';
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ListScreen } from '../../components/list-screen/list-screen';
import { FeatureDeleteAlert, FeatureFormDialog } from './feature-dialogs';
import { type Feature, type FeatureCriteria, featuresList } from './features.store';
import { featureColumns } from './permissions.columns';
import { FEATURE_ENTITY } from './permissions.commands';

const criteriaFields: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Mã, tên chức năng' },
  { name: 'group', label: 'Nhóm', placeholder: 'Nhóm menu' },
];

export default function FeaturesScreen() {
  const ctx = useCommandContext();
  return (
    <>
      <ListScreen<Feature, FeatureCriteria>
        title="Chức năng"
        gridId="features"
        entity={FEATURE_ENTITY}
        history="feature"
        noun="chức năng"
        store={featuresList}
        columns={featureColumns}
        getRowId={(f) => String(f.id)}
        criteriaFields={criteriaFields}
        onOpen={(f) => runRowCommand('features.edit', ctx, FEATURE_ENTITY, 'chức năng', [f])}
      />
      <FeatureFormDialog />
      <FeatureDeleteAlert />
    </>
  );
}
