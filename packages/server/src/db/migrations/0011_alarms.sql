-- Alarm engine state and results (DESIGN §6). Everything here is a function of the time-ordered
-- snapshots of a device, so late or repeated samples can be re-evaluated without false edges.

-- The event words of the newest evaluated snapshot per device: the fast path compares against these.
CREATE TABLE alarm_state (
  device_id  bigint PRIMARY KEY REFERENCES devices (id) ON DELETE CASCADE,
  last_time  timestamptz NOT NULL,
  d024 integer, d025 integer, d026 integer, d027 integer, d028 integer, d029 integer
);

-- Every edge of an event bit: incident_class 1 = rose (occurred), 2 = fell (recovered).
-- event_level: 3 emergency, 2 caution, 1 maintenance, 0 panel lamp state (D027).
CREATE TABLE event_history (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  device_id      bigint NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  event_id       text NOT NULL,
  event_level    smallint NOT NULL CHECK (event_level BETWEEN 0 AND 3),
  incident_class smallint NOT NULL CHECK (incident_class IN (1, 2)),
  event_time     timestamptz NOT NULL,
  inserted_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (device_id, event_id, event_time, incident_class)
);
CREATE INDEX event_history_device_time ON event_history (device_id, event_time DESC);

-- Incidents of levels 1-3: incident_class 1 while active, 3 once recovered (history).
CREATE TABLE incidents (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  device_id      bigint NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  event_id       text NOT NULL,
  event_level    smallint NOT NULL CHECK (event_level BETWEEN 1 AND 3),
  incident_class smallint NOT NULL CHECK (incident_class IN (1, 3)),
  occurred_at    timestamptz NOT NULL,
  recovered_at   timestamptz,
  UNIQUE (device_id, event_id, occurred_at)
);
CREATE INDEX incidents_device_time ON incidents (device_id, occurred_at DESC);
CREATE INDEX incidents_active ON incidents (device_id) WHERE incident_class = 1;

-- Alarm mails to send, written in the same transaction that opens the incident. One row per incident,
-- so re-evaluating a device never queues the same mail twice; the mail worker marks rows sent.
CREATE TABLE alarm_outbox (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  incident_id bigint NOT NULL UNIQUE REFERENCES incidents (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  attempts    integer NOT NULL DEFAULT 0,
  last_error  text,
  sent_at     timestamptz
);
CREATE INDEX alarm_outbox_pending ON alarm_outbox (created_at) WHERE sent_at IS NULL;
