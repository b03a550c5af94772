// The service keys store on the app's SDK client.
import { connect } from '../../kit/resource';
import { api } from '../../lib/api';
import { serviceKeyResource } from './service-keys.resource';

export const serviceKeys = connect(serviceKeyResource, api);
