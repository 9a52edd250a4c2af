import { apiTimeToMs } from '@airsight/contracts/format/api-time';
import { formatDeviceDateTime } from '@airsight/contracts/format/date-time';

/**
 * A 14-digit UTC time of the API (yyyyMMddHHmmss; a fraction after it is left out) as the screens show
 * it in a time zone. The format itself is contracts' formatDeviceDateTime, which the contracts unit tests
 * prove against literal times; what the specs check with it is which time each screen shows, in which zone.
 */
export function localTime(utc14: string, timeZone: string): string {
  const ms = apiTimeToMs(utc14.slice(0, 14));
  if (ms === undefined) throw new Error(`not a 14-digit API time: ${utc14}`);
  return formatDeviceDateTime(ms, timeZone);
}
