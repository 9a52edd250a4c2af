-- User-defined groups (second backend), alarm-mail destinations (Main API /scadaapi) and the version
-- number of the master data that the fleet call's cache checks.

-- A customer's own grouping of the machines of one device group (spec part 1 §3 'User-defined group',
-- part 2 §3 'Group (own store)'): HomeConsumer shows 'all', these groups and 'unset'. `devices` is the
-- list the client edits, [{"modelId": …, "serialNo": …}]; answers keep only machines the caller may see.
CREATE TABLE user_groups (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  group_name      text NOT NULL CHECK (char_length(group_name) BETWEEN 1 AND 20),
  device_group_id text NOT NULL REFERENCES device_groups (device_group_id),
  devices         jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(devices) = 'array'),
  mail_id         text,
  creator_id      text NOT NULL,
  updater_id      text NOT NULL,
  created         timestamptz NOT NULL DEFAULT now(),
  updated         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_groups_device_group ON user_groups (device_group_id);

-- Who gets an alarm mail (part 1 §7, part 2 §3 'Alarm mail destination'): a whole group (source_flag 0,
-- source_type = device_group_id) or one machine (source_flag 1, source_type = 'modelId$serialNo'), in
-- a language (1 en, 2 ja, 3 zh), for the levels in `severity` (comma list of 3 E, 2 C, 1 M).
CREATE TABLE alert_mail_destinations (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mail        text NOT NULL CHECK (char_length(mail) BETWEEN 1 AND 320),
  user_name   text NOT NULL DEFAULT '',
  locale      smallint NOT NULL CHECK (locale IN (1, 2, 3)),
  severity    text NOT NULL CHECK (severity ~ '^[123](,[123]){0,2}$'),
  source_flag smallint NOT NULL CHECK (source_flag IN (0, 1)),
  source_type text NOT NULL CHECK (source_flag = 0 OR source_type LIKE '%$%'),
  inserted    text NOT NULL DEFAULT 'system',
  updated     text NOT NULL DEFAULT 'system',
  insert_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now(),
  version     integer NOT NULL DEFAULT 0,
  -- The same address twice for the same group or machine would send every mail twice.
  UNIQUE (source_flag, source_type, mail)
);

-- One number that grows with every change of devices or device groups, in the changing transaction.
-- The fleet call keeps the unchanging part of its answer (names, numbers, consent) per process and
-- rebuilds it only when this number moved; a row lock on the single row orders concurrent writers, so
-- a reader never sees the new data with the old number (a sequence would not give that).
CREATE TABLE master_data_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version  bigint NOT NULL
);
INSERT INTO master_data_version (version) VALUES (1);

CREATE FUNCTION bump_master_data_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE master_data_version SET version = version + 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER devices_bump_master_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON devices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_master_data_version();
CREATE TRIGGER device_groups_bump_master_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON device_groups
  FOR EACH STATEMENT EXECUTE FUNCTION bump_master_data_version();
