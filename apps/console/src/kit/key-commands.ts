// The commands of a kind of machine key (features/device-keys, features/service-keys): its screen, `n` to create one, the
// row menu's rotation (a confirmation, then the new key shown once) and the revocation of the selected.
import type { OperationId } from '@busops/sdk/operations';
import type { Command } from '../commands/types';
import type { ListCriteria } from '../components/list-screen/list-criteria';
import { openModal } from '../lib/modals';
import type { Resource } from './define-resource';
import { oneRow, type ResourceCommandsOptions, resourceCommands } from './resource-commands';

export function keyCommands(
  resource: Resource<'listDeviceKeys' | 'listServiceKeys', ListCriteria>,
  o: {
    screen: ResourceCommandsOptions<'listDeviceKeys', ListCriteria>['screen'];
    /** create, rotate, revoke */
    operations: [OperationId, OperationId, OperationId];
    rotateModal: string;
    rotateTitle: string;
  },
): Command[] {
  const [create, rotate, revoke] = o.operations;
  return resourceCommands(resource as Resource<'listDeviceKeys', ListCriteria>, {
    screen: { icon: 'key', ...o.screen },
    create: { operationId: create, keywords: ['them', 'tao', 'khoa', 'new'] },
    actions: [
      {
        verb: 'rotate',
        operationId: rotate,
        selection: true,
        title: o.rotateTitle,
        icon: 'refresh',
        keywords: ['doi khoa', 'xoay khoa', 'rotate'],
        placements: ['row-menu'],
        when: oneRow,
        run: (_ctx, rows) => openModal(o.rotateModal, rows[0]),
      },
    ],
    remove: {
      operationId: revoke,
      title: (ctx) => `Thu hồi ${ctx.selection.rows.length} ${resource.noun}`,
      keywords: ['thu hoi', 'xoa', 'revoke'],
    },
  });
}
