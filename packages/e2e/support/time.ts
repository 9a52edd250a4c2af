/**
 * A 14-digit UTC time of the API (yyyyMMddHHmmss) as the screens show it in a time zone. Written apart
 * from the portal's formatter on purpose: the tests' expectation must not share the code it checks.
 */
export function localTime(utc14: string, timeZone: string): string {
  const d = utc14.slice(0, 14);
  const ms = Date.UTC(
    +d.slice(0, 4),
    +d.slice(4, 6) - 1,
    +d.slice(6, 8),
    +d.slice(8, 10),
    +d.slice(10, 12),
    +d.slice(12, 14),
  );
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
