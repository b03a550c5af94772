// The device keys store on the app's SDK client.
import { connect } from '../../kit/resource';
import { api } from '../../lib/api';
import { deviceKeyResource } from './device-keys.resource';

export const deviceKeys = connect(deviceKeyResource, api);
