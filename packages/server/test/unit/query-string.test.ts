import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../src/routes/query-string.ts';

describe('the query-string parser', () => {
  it('reads plain and repeated keys as before', () => {
    expect(parseQueryString('model_id=OIL_FREE&sort=-event_time,model_id&x=')).toEqual({
      model_id: 'OIL_FREE',
      sort: '-event_time,model_id',
      x: '',
    });
    expect(parseQueryString('event_level=1&event_level=2')).toEqual({ event_level: ['1', '2'] });
    expect(parseQueryString('returnTo=%2Fdevices%3Fa%3D1&name=a+b')).toEqual({
      returnTo: '/devices?a=1',
      name: 'a b',
    });
  });

  it('reads lists of objects in both of the original client’s forms, in index order', () => {
    expect(
      parseQueryString(
        'device_list[1].model_id=B&device_list[1].serial_no=2&device_list[0][model_id]=A&device_list[0][serial_no]=1',
      ),
    ).toEqual({
      device_list: [
        { model_id: 'A', serial_no: '1' },
        { model_id: 'B', serial_no: '2' },
      ],
    });
    // Percent-encoded brackets and dots are the same keys.
    expect(parseQueryString('event_list%5B0%5D%2Eevent_id=sn_D024_0_set')).toEqual({
      event_list: [{ event_id: 'sn_D024_0_set' }],
    });
  });

  it('keeps hostile shapes small: no deep objects, no huge arrays, no prototype keys', () => {
    expect(parseQueryString('a[b][c][d][e]=1')).toEqual({ a: { b: { c: { '[d][e]': '1' } } } });
    expect(parseQueryString('device_list[999999999].model_id=A')).toEqual({
      device_list: { '999999999': { model_id: 'A' } },
    });
    const parsed = parseQueryString('__proto__[polluted]=1&constructor[prototype][polluted]=1');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBeNull();
  });
});
