-- Read side of telemetry: hourly M4 summaries that let one call draw a one-year trend (DESIGN §6, §10).
--
-- A year of 1-minute data is 525,600 snapshots; a single pass over them costs about the whole trend
-- budget. So the trend reader keeps, per device, register and UTC hour, the first, last, minimum and
-- maximum point of that hour, packed into bigint keys (see repositories/telemetry-read.ts), and answers
-- long ranges from those: about 9,000 rows per register and year instead of 525,600.
--
-- The summaries are filled lazily by the reader, for the registers and periods that are read, and only
-- for sealed hours (ended at least two hours ago). A sample that arrives later for an hour already
-- summarised (a gateway replaying its buffer) is noted in snapshot_m4_stale by a statement trigger, and
-- the reader recomputes those hours before it answers. Live samples (under an hour old) cost the trigger
-- one filtered pass over the statement's new rows and nothing else.

-- One register of one device in one UTC hour: packed first/last (time-major) and min/max (value-major)
-- keys; the time is milliseconds since the hour (< 2^22), the value is shifted by 2^32 (< 2^33).
CREATE TABLE snapshot_m4_hourly (
  device_id  bigint NOT NULL,
  sensor     text NOT NULL,
  hour       timestamptz NOT NULL,
  first_key  bigint NOT NULL,
  last_key   bigint NOT NULL,
  min_key    bigint NOT NULL,
  max_key    bigint NOT NULL,
  PRIMARY KEY (device_id, sensor, hour)
);

-- The contiguous range of hours [covered_from, covered_to) summarised for a device's register.
CREATE TABLE snapshot_m4_coverage (
  device_id    bigint NOT NULL,
  sensor       text NOT NULL,
  covered_from timestamptz NOT NULL,
  covered_to   timestamptz NOT NULL,
  PRIMARY KEY (device_id, sensor)
);

-- Late samples inside covered ranges: the reader recomputes these hours, then deletes the rows.
CREATE TABLE snapshot_m4_stale (
  device_id bigint NOT NULL,
  from_time timestamptz NOT NULL,
  to_time   timestamptz NOT NULL
);
CREATE INDEX snapshot_m4_stale_device ON snapshot_m4_stale (device_id);

-- Samples older than an hour may land in a summarised hour. The shared advisory lock waits for a reader
-- that is summarising the same device (it holds the exclusive lock), so that either the reader sees this
-- statement's rows or this statement sees the reader's coverage: no late sample is missed.
CREATE FUNCTION snapshots_note_late_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  late record;
BEGIN
  FOR late IN
    SELECT n.device_id, min(n.measure_time) AS from_time, max(n.measure_time) AS to_time
    FROM new_rows n
    WHERE n.measure_time < now() - interval '1 hour'
    GROUP BY n.device_id
    ORDER BY n.device_id
  LOOP
    PERFORM pg_advisory_xact_lock_shared(724420, (late.device_id % 2147483647)::integer);
    INSERT INTO snapshot_m4_stale (device_id, from_time, to_time)
    SELECT late.device_id, late.from_time, late.to_time
    WHERE EXISTS (
      SELECT 1 FROM snapshot_m4_coverage c
      WHERE c.device_id = late.device_id AND late.from_time < c.covered_to AND late.to_time >= c.covered_from
    );
  END LOOP;
  RETURN NULL;
END;
$$;

CREATE TRIGGER snapshots_note_late_rows
AFTER INSERT ON snapshots
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION snapshots_note_late_rows();
