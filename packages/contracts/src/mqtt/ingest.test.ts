import { describe, expect, it } from 'vitest';
import { rejectedTopic, rejectionNotice } from './ingest.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const refusal = { reason: 'too_old', message: 'older than the retention' };

describe('the rejection notice a gateway reads', () => {
  it('is published on the gateway’s own topic', () => {
    expect(rejectedTopic('gw-A1901-0101')).toBe('gateways/gw-A1901-0101/rejected');
  });

  it.each([
    ['one sample', '{"time":"2020-01-01T00:00:00Z","registers":{"0001":1}}', '2020-01-01T00:00:00Z', 1],
    ['a batch', '{"samples":[{"time":"2020-01-02T00:00:00Z"},{"time":"x"}]}', '2020-01-02T00:00:00Z', 2],
    ['no JSON', 'garbage', null, null],
    ['JSON without a time', '{"registers":{}}', null, 1],
    ['null', 'null', null, null],
  ])('names the topic, the first time and the count of %s', (_case, payload, time, samples) => {
    expect(rejectionNotice('compressors/M/S/registers', bytes(payload), refusal)).toEqual({
      topic: 'compressors/M/S/registers',
      time,
      samples,
      reason: 'too_old',
      message: 'older than the retention',
    });
  });
});
