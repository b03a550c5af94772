// The dialogs of /route/list: the kit's create/edit form and multi-row delete (spec §8 messages).
import { ResourceDeleteAlert, ResourceFormDialog } from '../../kit/resource-dialogs';
import { routeContract, routeFields, routeInitialValues, toRouteInput } from './route-form';
import { routes } from './routes.store';

export function RouteDialogs() {
  return (
    <>
      <ResourceFormDialog
        store={routes}
        fields={() => routeFields}
        contract={routeContract}
        initialValues={routeInitialValues}
        create={(values) => routes.mutate('createRoute', { body: toRouteInput(values) }, 'created')}
        update={(values, row) =>
          routes.mutate(
            'updateRoute',
            { params: { path: { id: row.id } }, body: toRouteInput(values) },
            'updated',
          )
        }
      />
      <ResourceDeleteAlert store={routes} />
    </>
  );
}
