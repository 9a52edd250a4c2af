-- Where a device's samples lie more than 5 minutes apart (part 2 §9: the trend's line breaks there), per
-- UTC hour beside the hour's operating sums (0015), so that a down-sampled trend can break its line inside
-- a bucket: M4's four points per bucket cannot show a gap between them. Computed from the hour's own
-- samples only (repositories/sample-gaps.ts), so the operating sums' coverage, lock and late-sample notes
-- keep them current as they are.
--
-- samples:       how many samples the hour holds
-- first_time:    its first sample
-- last_time:     its last sample
-- gap_mid:       the middle of the hour's last step of more than 5 minutes between two of its samples
-- short_step_ms: the hour's shortest step between two of its samples (null with fewer than two)
ALTER TABLE device_operating_hourly
  ADD COLUMN samples integer,
  ADD COLUMN first_time timestamptz,
  ADD COLUMN last_time timestamptz,
  ADD COLUMN gap_mid timestamptz,
  ADD COLUMN short_step_ms double precision;

-- The hours summed before this migration have no such figures: a late-sample note over each device's
-- covered range has the next refresh compute them again (the sums come out the same).
INSERT INTO snapshot_m4_stale (device_id, from_time, to_time, summary)
SELECT device_id, covered_from, covered_to, 'operating'
FROM snapshot_m4_coverage
WHERE sensor = 'operating';
