// The customers store on the app's SDK client.
import { connect } from '../../kit/resource';
import { api } from '../../lib/api';
import { memberResource } from './members.resource';

export const members = connect(memberResource, api);
