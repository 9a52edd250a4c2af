-- The hourly M4 summaries of 0013, packed per device, register and UTC day, for the trend reader.
--
-- A one-year trend of 4 registers read 35,000 rows of snapshot_m4_hourly and re-keyed every one of them in
-- SQL: about 60 ms, twice the budget of DESIGN §10. Packed, the same year is 1,460 rows; the reader
-- (readM4Hourly in repositories/telemetry-read.ts) combines them into its buckets in Node. For buckets of
-- 6 hours or a multiple (a half year or more on a chart), it reads the day's four 6-hour blocks instead of
-- its 24 hours: a sixth of the bytes to send and to combine.
-- snapshot_m4_hourly stays the record that summaries are computed into (per hour, recomputed for late
-- samples); every write to it repacks the days it touched in the same transaction
-- (repositories/hourly-summaries.ts, the same statement as below), so all three always agree. Since
-- this migration the ingest summariser (ingest/summariser.ts) keeps the measurement registers covered
-- from each device's first sample, so reads rarely summarise.

-- hours: per summarised hour of the day 34 bytes: the hour (0-23, int2) and the first, last, min and max
-- keys of snapshot_m4_hourly (int8), big-endian as int2send/int8send write them, in no particular order.
-- blocks: the same per 6-hour block (0-3) of the day, with the keys re-based to the block: first and last
-- are ms-since-the-block-start · 2^33 + (value + 2^32); min is (value + 2^32) · 2^25 + ms, max the same
-- with the ms reversed (2^25 - 1 - ms). A block's ms need 25 bits where an hour's needed 22.
CREATE TABLE snapshot_m4_daily (
  device_id bigint NOT NULL,
  sensor    text NOT NULL,
  day       timestamptz NOT NULL,
  hours     bytea NOT NULL,
  blocks    bytea NOT NULL,
  PRIMARY KEY (device_id, sensor, day)
);

INSERT INTO snapshot_m4_daily (device_id, sensor, day, hours, blocks)
WITH h AS (
  SELECT device_id, sensor, date_trunc('day', hour, 'UTC') AS day,
         extract(hour FROM hour AT TIME ZONE 'UTC')::int AS hod, first_key, last_key, min_key, max_key
  FROM snapshot_m4_hourly
), b AS (
  SELECT device_id, sensor, day, hod / 6 AS block,
         min(first_key + (hod % 6) * 3600000::bigint * 8589934592) AS first_key,
         max(last_key + (hod % 6) * 3600000::bigint * 8589934592) AS last_key,
         min((min_key >> 22) * 33554432 + (hod % 6) * 3600000 + (min_key & 4194303)) AS min_key,
         max((max_key >> 22) * 33554432 + 33554431 - ((hod % 6) * 3600000 + 4194303 - (max_key & 4194303))) AS max_key
  FROM h GROUP BY 1, 2, 3, 4
)
SELECT hh.device_id, hh.sensor, hh.day, hh.hours, bb.blocks
FROM (
  SELECT device_id, sensor, day,
         string_agg(int2send(hod::int2) || int8send(first_key) || int8send(last_key) || int8send(min_key)
                    || int8send(max_key), ''::bytea) AS hours
  FROM h GROUP BY 1, 2, 3
) hh
JOIN (
  SELECT device_id, sensor, day,
         string_agg(int2send(block::int2) || int8send(first_key) || int8send(last_key) || int8send(min_key)
                    || int8send(max_key), ''::bytea) AS blocks
  FROM b GROUP BY 1, 2, 3
) bb USING (device_id, sensor, day);
