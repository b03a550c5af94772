// The driver-setting-types store on the app's SDK client (tests connect the resource to a client on a fake fetch).
import { connect } from '../../../kit/resource';
import { api } from '../../../lib/api';
import { driverSettingTypeResource } from './driver-setting-types.resource';

export const driverSettingTypes = connect(driverSettingTypeResource, api);
