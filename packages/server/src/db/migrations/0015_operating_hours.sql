-- Hourly operating sums for VolumeGraph's air volume and energy (docs/telemetry.md §9): per device and UTC
-- hour how long it ran loaded and unloaded, Σ motor current × Δt, and the running time without a current
-- value, as contracts' operatingHoursOf computes them (repositories/operating-hours.ts). A year of a
-- 50-machine group is then 438,000 small rows instead of 26 million snapshots.
--
-- Filled like the M4 summaries of 0013, with the same machinery: sealed hours only (ended two hours ago),
-- one contiguous covered range per device, kept as a snapshot_m4_coverage row with the pseudo sensor
-- 'operating' (no register column has that name), the same advisory lock, and late samples noted by the
-- same trigger in snapshot_m4_stale. Each summary consumes only its own notes (column `summary`), so one
-- summary's refresh cannot take a note away from the other.

-- One device's sums of one UTC hour in which it sent data (zeros when it was stopped all hour).
CREATE TABLE device_operating_hourly (
  device_id          bigint NOT NULL,
  hour               timestamptz NOT NULL,
  loaded_seconds     double precision NOT NULL,
  unloaded_seconds   double precision NOT NULL,
  ampere_seconds     double precision NOT NULL,
  no_current_seconds double precision NOT NULL,
  PRIMARY KEY (device_id, hour)
);

-- Which summary a late-sample note is for: 'm4' (every register's M4 summary) or 'operating'.
ALTER TABLE snapshot_m4_stale ADD COLUMN summary text NOT NULL DEFAULT 'm4';

-- As in 0013, plus one note per summary that covers the late rows. An operating hour also depends on the
-- samples up to 5 minutes (the integration gap limit) beyond it, so its coverage is widened by that much.
CREATE OR REPLACE FUNCTION snapshots_note_late_rows() RETURNS trigger
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
    INSERT INTO snapshot_m4_stale (device_id, from_time, to_time, summary)
    SELECT DISTINCT late.device_id, late.from_time, late.to_time,
           CASE WHEN c.sensor = 'operating' THEN 'operating' ELSE 'm4' END
    FROM snapshot_m4_coverage c
    WHERE c.device_id = late.device_id
      AND CASE WHEN c.sensor = 'operating'
               THEN late.from_time < c.covered_to + interval '5 minutes'
                    AND late.to_time >= c.covered_from - interval '5 minutes'
               ELSE late.from_time < c.covered_to AND late.to_time >= c.covered_from
          END;
  END LOOP;
  RETURN NULL;
END;
$$;

-- The same sums per day in the device's time zone (the hours that begin in it), apart for hours with a
-- current value throughout and the others: a year of daily VolumeGraph bars reads 365 rows per machine
-- instead of 8,760. Always rewritten with the hours beneath it; rows of a time zone the device no longer
-- has are rebuilt by the next refresh (time_zone says which zone a row was summed in).
CREATE TABLE device_operating_daily (
  device_id          bigint NOT NULL,
  day                timestamptz NOT NULL,
  with_current       boolean NOT NULL,
  time_zone          text NOT NULL,
  hours              integer NOT NULL,
  loaded_seconds     double precision NOT NULL,
  unloaded_seconds   double precision NOT NULL,
  ampere_seconds     double precision NOT NULL,
  no_current_seconds double precision NOT NULL,
  PRIMARY KEY (device_id, day, with_current)
);
