-- Announcements (part 1 §2 'Announcement dialog', part 2 §2 'Notification admin', §3 'Notification'):
-- a text shown to every user from start_at to end_at (UTC, inclusive), with an optional PDF. ts is the
-- concurrency token (_ts): epoch milliseconds of the last write, and always larger than the one before.
CREATE TABLE information_files (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  file_name  text NOT NULL CHECK (char_length(file_name) BETWEEN 1 AND 255),
  content    bytea NOT NULL CHECK (octet_length(content) < 10000000),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE informations (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  info_nm    text NOT NULL CHECK (char_length(info_nm) BETWEEN 1 AND 100),
  start_at   timestamptz NOT NULL,
  end_at     timestamptz NOT NULL CHECK (end_at >= start_at),
  file_id    uuid REFERENCES information_files (id),
  updated_by text NOT NULL,
  ts         bigint NOT NULL
);
CREATE INDEX informations_period ON informations (start_at, end_at);
