-- Ingest (DESIGN §7). A gateway may publish for the compressors whose parent it is
-- (devices.parent_model_id/parent_serial_no). A grant here lets one gateway account publish for every
-- compressor under a device group as well: the demo account "demo-gateway" (every demo machine) or an
-- integrator that forwards a whole customer's data. A demo_only grant counts only while DEMO=on.
CREATE TABLE gateway_group_grants (
  gateway_model_id  text NOT NULL,
  gateway_serial_no text NOT NULL,
  device_group_id   text NOT NULL REFERENCES device_groups (device_group_id) ON DELETE CASCADE,
  demo_only         boolean NOT NULL DEFAULT false,
  PRIMARY KEY (gateway_model_id, gateway_serial_no, device_group_id),
  FOREIGN KEY (gateway_model_id, gateway_serial_no) REFERENCES gateways (model_id, serial_no) ON DELETE CASCADE
);
