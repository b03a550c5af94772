// The stops store on the app's SDK client (tests connect the resource to a client on a fake fetch).
import { connect } from '../../kit/resource';
import { api } from '../../lib/api';
import { stopResource } from './stops.resource';

export const stops = connect(stopResource, api);
