-- Telemetry (DESIGN §6): one row per device snapshot, all registers of one measurement, as the raw
-- unsigned 16-bit words the controller gave (double words 0020/0021 and 0022/0023 combined).
-- Time-partitioned by month; keyed by (device, measure time), so a replayed sample changes nothing.
-- Every query is keyed by device_id, which keeps the SQL valid on a Citus cluster distributed by device.
CREATE TABLE snapshots (
  device_id    bigint NOT NULL,
  measure_time timestamptz NOT NULL,
  d001 integer, d002 integer, d003 integer, d004 integer, d005 integer, d006 integer, d007 integer,
  d008 integer, d009 integer, d010 integer, d011 integer, d012 integer, d013 integer, d014 integer,
  d015 integer, d016 integer, d017 integer, d018 integer, d019 integer,
  d020_021 bigint,
  d022_023 bigint,
  d024 integer, d025 integer, d026 integer, d027 integer, d028 integer, d029 integer,
  d030 integer, d031 integer, d032 integer, d033 integer,
  PRIMARY KEY (device_id, measure_time)
) PARTITION BY RANGE (measure_time);

-- Creates the partition of a UTC calendar month when it is missing; ingest calls it once per new month.
CREATE FUNCTION ensure_snapshot_partition(month_start date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', month_start)::date;
  name text := format('snapshots_%s', to_char(first_day, 'YYYY_MM'));
BEGIN
  IF to_regclass(name) IS NULL THEN
    EXECUTE format(
      'CREATE TABLE IF NOT EXISTS %I PARTITION OF snapshots FOR VALUES FROM (%L) TO (%L)',
      name, first_day::timestamp AT TIME ZONE 'UTC', (first_day + interval '1 month')::timestamp AT TIME ZONE 'UTC'
    );
  END IF;
END;
$$;

-- The newest snapshot of each device, updated on ingest; fleet status reads only this table.
CREATE TABLE device_latest (
  device_id    bigint PRIMARY KEY REFERENCES devices (id) ON DELETE CASCADE,
  measure_time timestamptz NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now(),
  d001 integer, d002 integer, d003 integer, d004 integer, d005 integer, d006 integer, d007 integer,
  d008 integer, d009 integer, d010 integer, d011 integer, d012 integer, d013 integer, d014 integer,
  d015 integer, d016 integer, d017 integer, d018 integer, d019 integer,
  d020_021 bigint,
  d022_023 bigint,
  d024 integer, d025 integer, d026 integer, d027 integer, d028 integer, d029 integer,
  d030 integer, d031 integer, d032 integer, d033 integer
);
