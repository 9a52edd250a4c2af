-- Report jobs (docs/monthly-report.md, "Report jobs"): the monthly report's workbook is made by the worker role,
-- not in the request. A job is claimed with FOR UPDATE SKIP LOCKED and holds a lease that its worker
-- renews while it runs; a job whose worker died (lease run out) is claimed again, at most three times.
-- A job and its file live for a reservation's ttl (600 s, part 2 §9) after it was reserved or finished.
CREATE TABLE report_jobs (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('monthlyReport')),
  params      jsonb NOT NULL,
  state       text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  progress    real NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 1),
  attempts    integer NOT NULL DEFAULT 0,
  lease_until timestamptz,
  file_name   text,
  result      bytea,
  error       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX report_jobs_waiting ON report_jobs (created_at) WHERE state IN ('queued', 'running');
CREATE INDEX report_jobs_expires ON report_jobs (expires_at);
