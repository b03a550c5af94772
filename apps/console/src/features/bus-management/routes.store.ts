// The routes store on the app's SDK client (tests connect the resource to a client on a fake fetch).
import { connect } from '../../kit/resource';
import { api } from '../../lib/api';
import { routeResource } from './routes.resource';

export const routes = connect(routeResource, api);
