-- Service records (spec part 1 §3 'Service report', 'Maintenance notification'; part 2 §3 'Maintenance
-- report', service codes and task types): the supplier's service reports with their PDF attachments, and
-- each user's dismissed maintenance notices. service_customers exists since 0001_master_data.

-- The equipment number (machine unit) of a machine is its serial number before the '_' customer-code
-- suffix (part 1 §9); service reports and maintenance notices name machines by it.
CREATE INDEX devices_equipment_no ON devices (split_part(serial_no, '_', 1));

-- A report's PDF (part 2 §9: attachments are PDF only and under 10 MB).
CREATE TABLE service_report_files (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name         text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  content_type text NOT NULL DEFAULT 'application/pdf' CHECK (content_type = 'application/pdf'),
  content      bytea NOT NULL CHECK (substring(content FROM 1 FOR 5) = '\x255044462d'::bytea),
  size         integer GENERATED ALWAYS AS (octet_length(content)) STORED
               CHECK (size BETWEEN 1 AND 10485759),
  insert_time  timestamptz NOT NULL DEFAULT now()
);

-- One service visit: code 1 commissioning … 9 patrol service cleanup, a task type 99 … 999, the day it
-- was finished and the running hours then (fkadotm). device_id is the machine the equipment number
-- named when the report was stored; answers are limited through it to the caller's machines. Reports
-- from the service system carry its id (external_id), so that importing them again updates them.
CREATE TABLE service_reports (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  equipment_no       text NOT NULL CHECK (char_length(equipment_no) BETWEEN 1 AND 64),
  device_id          bigint REFERENCES devices (id) ON DELETE SET NULL,
  fservicecd         smallint NOT NULL CHECK (fservicecd BETWEEN 1 AND 9),
  task_type          smallint NOT NULL CHECK (task_type BETWEEN 99 AND 999),
  finish_date        date NOT NULL,
  fkadotm            integer NOT NULL CHECK (fkadotm >= 0),
  registered_by      text NOT NULL CHECK (char_length(registered_by) BETWEEN 1 AND 100),
  source             text NOT NULL CHECK (source IN ('import', 'upload', 'demo')),
  external_id        text UNIQUE CHECK (char_length(external_id) BETWEEN 1 AND 100),
  attachment_file_id bigint REFERENCES service_report_files (id) ON DELETE SET NULL,
  insert_time        timestamptz NOT NULL DEFAULT now(),
  update_time        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_reports_device ON service_reports (device_id, finish_date);
CREATE INDEX service_reports_attachment ON service_reports (attachment_file_id)
  WHERE attachment_file_id IS NOT NULL;

-- A user's 'Not displayed for 30 days' of one machine (part 1 §2, §4): the status shown when it was
-- dismissed, until when it stays hidden (disabled_date) and when it was shown (notice_date).
CREATE TABLE maintenance_notifications (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id                text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  device_id              bigint NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  equipment_no           text NOT NULL CHECK (char_length(equipment_no) BETWEEN 1 AND 64),
  customer_management_no text NOT NULL DEFAULT '' CHECK (char_length(customer_management_no) <= 40),
  status                 text NOT NULL CHECK (status IN ('notice', 'warning', 'danger')),
  disabled_date          timestamptz NOT NULL,
  notice_date            timestamptz,
  update_time            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, device_id)
);
