/** Bad input to every master-info route answers 400 with a clear message; no session answers 401. */
import { describe, expect, it } from 'vitest';
import { MI, useDemoApp } from './master-info.setup.ts';

const d = useDemoApp();

const LONG = 'x'.repeat(101);

/** [query or path after /v1/master-info, text the message must contain]. */
const BAD_GETS: [string, string][] = [
  ['/userRoles', 'missing required field "user_id"'],
  ['/userRoles?user_id=', 'querystring.user_id: must NOT have fewer than 1 characters'],
  [`/userRoles?user_id=${LONG}`, 'querystring.user_id: must NOT have more than 100 characters'],
  ['/userRoles?user_id=acme&user_id=tokai', 'querystring.user_id: must be string'],
  ['/userRoles?user_id=acme&admin=true', 'unknown field "admin"'],
  ['/roleRootGroups', 'missing required field "role_id"'],
  [`/roleRootGroups?role_id=${LONG}`, 'querystring.role_id: must NOT have more than 100 characters'],
  ['/roleRootGroups?role_id=ACME_Login&x=1', 'unknown field "x"'],
  ['/deviceGroups', 'give device_group_type or device_group_id'],
  [`/deviceGroups?device_group_type=${LONG}`, 'querystring.device_group_type: must NOT have more than 100'],
  [`/deviceGroups?device_group_id=${LONG}`, 'querystring.device_group_id: must NOT have more than 100'],
  ['/deviceGroups?device_group_id=a&device_group_id=b', 'querystring.device_group_id: must be string'],
  ['/deviceGroups?device_group_id=acme&name=x', 'unknown field "name"'],
  [
    `/userDeviceGroupAuthorities?device_group_id=${LONG}`,
    'querystring.device_group_id: must NOT have more than 100',
  ],
  ['/userDeviceGroupAuthorities?group=acme', 'unknown field "group"'],
  ['/baseDevices?fields=serial_no', 'querystring.fields: must be equal to constant'],
  ['/baseDevices?fields=model_id&all=1', 'unknown field "all"'],
  ['/userDeviceAuthorities?serial_no=A1503-0101_C10042', 'serial_no needs model_id'],
  [`/userDeviceAuthorities?model_id=${LONG}`, 'querystring.model_id: must NOT have more than 100'],
  [
    `/userDeviceAuthorities?device_group_id=${LONG}`,
    'querystring.device_group_id: must NOT have more than 100',
  ],
  ['/userDeviceAuthorities?sort=serial_no;drop', 'querystring.sort: must match pattern'],
  ['/userDeviceAuthorities?sort=password', 'querystring.sort: unknown column "password"'],
  ['/userDeviceAuthorities?sort=serial_no,-serial_no', 'querystring.sort: column "serial_no" is given twice'],
  [`/userDeviceAuthorities?sort=${'a,'.repeat(100)}a`, 'querystring.sort: must NOT have more than 200'],
  ['/userDeviceAuthorities?user_id=acme', 'unknown field "user_id"'],
  ['/devices?model_id=OIL_FREE', 'missing required field "serial_no"'],
  ['/devices?serial_no=x', 'missing required field "model_id"'],
  [`/devices?model_id=OIL_FREE&serial_no=${LONG}`, 'querystring.serial_no: must NOT have more than 100'],
  ['/devices?model_id=OIL_FREE&serial_no=x&id=1', 'unknown field "id"'],
  ['/sensors?serial_no=x', 'missing required field "model_id"'],
  [
    `/sensors?model_id=OIL_FREE&serial_no=x&name_locale2=${LONG}`,
    'querystring.name_locale2: must NOT have more than 100',
  ],
  [
    '/sensors?model_id=OIL_FREE&serial_no=x&sort=unit_locale1',
    'querystring.sort: unknown column "unit_locale1"',
  ],
  ['/sensors?model_id=OIL_FREE&serial_no=x&locale=ja', 'unknown field "locale"'],
];

describe('bad input', () => {
  it.each(BAD_GETS)('GET %s answers 400', async (path, message) => {
    const res = await d.get('supplier', `${MI}${path}`);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
    expect(body.message).toContain(message);
  });

  it('PUT devices/{id} checks the id and the body', async () => {
    const put = (path: string, body: unknown) => d.put('supplier', `${MI}/devices/${path}`, body);
    expect((await put('abc', {})).json().message).toContain('params.id: must match pattern');
    expect((await put('1234567890123456789', {})).json().message).toContain('params.id: must match pattern');
    expect((await put('0', {})).json().message).toContain('params.id');
    const noBody = await d.app.inject({ method: 'PUT', url: `${MI}/devices/1`, headers: d.headers.supplier });
    expect(noBody.statusCode).toBe(400);
    const array = await put('1', [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toContain('body: must be object');
    const partial = await put('1', { id: '1', version: 0 });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toMatch(/^body: missing required field "/);
  });
});

describe('no session', () => {
  const urls = [
    '/userRoles?user_id=supplier',
    '/roleRootGroups?role_id=SUPPLIER_Login',
    '/deviceGroups?device_group_type=SUPPLIER',
    '/userDeviceGroupAuthorities',
    '/baseDevices?fields=model_id',
    '/userDeviceAuthorities',
    '/devices?model_id=OIL_FREE&serial_no=x',
    '/sensors?model_id=OIL_FREE&serial_no=x',
    // Sign-in comes before validation: even bad input answers 401 without a session.
    '/userRoles',
  ];
  it.each(urls)('GET %s answers 401', async (path) => {
    const res = await d.get(null, `${MI}${path}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', code: 'UNAUTHENTICATED' });
  });

  it('PUT devices/{id} answers 401', async () => {
    const res = await d.app.inject({
      method: 'PUT',
      url: `${MI}/devices/1`,
      payload: { optional_info_2: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a forged or expired session cookie is no session', async () => {
    const res = await d.app.inject({
      url: `${MI}/userDeviceAuthorities`,
      headers: { cookie: 'airsight_session=forged' },
    });
    expect(res.statusCode).toBe(401);
  });
});
