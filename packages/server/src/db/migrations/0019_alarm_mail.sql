-- Alarm mail delivery (docs/mail.md): one delivery row per incident, destination and kind, claimed by
-- the mail worker with FOR UPDATE SKIP LOCKED, and the recovery-mail option of a destination.

-- A destination may also ask for a mail when the incident recovers; off unless set.
ALTER TABLE alert_mail_destinations ADD COLUMN notify_recovery boolean NOT NULL DEFAULT false;

-- alarm_outbox.sent_at now means: the mail worker has planned the incident's deliveries (or decided
-- there are none: too old, no destination). recovery_planned_at: the same for its recovery mails.
ALTER TABLE alarm_outbox ADD COLUMN recovery_planned_at timestamptz;
CREATE INDEX alarm_outbox_recovery_pending ON alarm_outbox (incident_id)
  WHERE sent_at IS NOT NULL AND recovery_planned_at IS NULL;

-- One mail to one destination about one incident ('open' when it opened, 'recovery' when it recovered).
-- The address and language are those of the destination when the delivery was planned, so a later edit
-- or deletion of the destination does not change a mail already on its way. state: pending (to send at
-- next_try), sent, failed (gave up after the last attempt), suppressed (storm guard: not sent).
CREATE TABLE alarm_mail_deliveries (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  incident_id    bigint NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  destination_id bigint NOT NULL,
  device_id      bigint NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('open', 'recovery')),
  mail           text NOT NULL,
  locale         smallint NOT NULL CHECK (locale IN (1, 2, 3)),
  state          text NOT NULL DEFAULT 'pending'
                 CHECK (state IN ('pending', 'sent', 'failed', 'suppressed')),
  attempts       integer NOT NULL DEFAULT 0,
  next_try       timestamptz NOT NULL DEFAULT now(),
  last_error     text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  sent_at        timestamptz,
  UNIQUE (incident_id, destination_id, kind)
);
CREATE INDEX alarm_mail_deliveries_due ON alarm_mail_deliveries (next_try) WHERE state = 'pending';
-- The storm guard counts a destination's recent mails about one machine.
CREATE INDEX alarm_mail_deliveries_storm ON alarm_mail_deliveries (destination_id, device_id, created_at);
