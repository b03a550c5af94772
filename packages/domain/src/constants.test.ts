import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

// spec §9 (and §3/§7 for fixed values).
const SPEC: Record<keyof typeof constants, unknown> = {
  REQUEST_TIMEOUT_MS: 60000,
  DEFAULT_PAGE: 1,
  DEFAULT_PAGE_SIZE: 20,
  LINE_STOPS_SIZE: 300,
  LOOKUP_SIZE: 100,
  SERVICES_LIMIT: 100,
  EMPLOYEE_EXPORT_LIMIT: 10,
  SOURCE_TAG: 'web-admin',
  DEFAULT_ORDER_TYPE: 1,
  COUNTRY_PREFIX: '+84',
  SMS_DEVICE_ID: 'admin',
  STORAGE_PREFIX: 'busops:',
  USER_STORAGE_KEY: 'user',
  ADMIN_APP_ID: 'busops-admin',
  ACCEPT_LANGUAGE: 'vi',
  ROOT_LOCALE: 'en',
  SHOW_APP_TOUR_DEFAULT: true,
  HTTP_OK: 200,
  HTTP_CLIENT_ERROR: 400,
  HTTP_SERVER_ERROR: 500,
};

const actual: Record<string, unknown> = { ...constants };

describe('constants (spec §9)', () => {
  it('exports exactly the spec constants', () => {
    expect(Object.keys(actual).sort()).toEqual(Object.keys(SPEC).sort());
  });

  it.each(Object.entries(SPEC))('%s = %j', (name, value) => {
    expect(actual[name]).toBe(value);
  });
});
