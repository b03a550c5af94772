// The vehicles store on the app's SDK client (tests connect the resource to a client on a fake fetch).
import { connect } from '../../kit/resource';
import { api } from '../../lib/api';
import { vehicleResource } from './vehicles.resource';

export const vehicles = connect(vehicleResource, api);
