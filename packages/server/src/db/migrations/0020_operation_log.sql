-- The operation log (spec part 1 §2 'Logs', §3 'Log entry', §7 getLogs/addLogs): who did what, when.
-- The server writes sign-in, sign-out and every settings change (services/operation-log.ts); the client
-- adds what only it knows (its CSV downloads) through POST /api/addLogs. The device group's id and its
-- three names are copied as they were at the time (no foreign key): a renamed or removed group does not
-- change the history. `contents` is the call's bounded object (contracts' OperationContents).
CREATE TABLE operation_log (
  id                        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  datetime                  timestamptz(3) NOT NULL DEFAULT now(),
  type                      text NOT NULL CHECK (char_length(type) BETWEEN 1 AND 40),
  user_id                   text NOT NULL,
  device_group_id           text,
  device_group_name_locale1 text,
  device_group_name_locale2 text,
  device_group_name_locale3 text,
  contents                  jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(contents) = 'object')
);
-- getLogs: a period, newest first, optionally one user's entries.
CREATE INDEX operation_log_datetime ON operation_log (datetime DESC, id DESC);
CREATE INDEX operation_log_user_datetime ON operation_log (user_id, datetime DESC);
