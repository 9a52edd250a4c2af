-- Gateway administration (docs/telemetry.md §6). broker_password_hash is the gateway's password in the
-- format of Mosquitto's password file (PBKDF2-SHA512, "$7$"), kept beside the argon2 hash that the portal
-- checks, so that the generated password file can be written again at any time; it is null for a
-- gateway whose password was set before (its password must be rotated once for an external Mosquitto).
ALTER TABLE gateways
  ADD COLUMN broker_password_hash text,
  ADD COLUMN password_changed_at  timestamptz;
