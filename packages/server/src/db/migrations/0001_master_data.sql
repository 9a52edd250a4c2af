-- Master data of the Main API (spec part 1 §3, §7; part 2 §3, §7).

-- Device groups form one tree: the supplier root, customer companies, their plants.
-- device_group_type is the group's code; a role's root_group_id is that code with a trailing '$'.
CREATE TABLE device_groups (
  device_group_id        text PRIMARY KEY,
  parent_device_group_id text REFERENCES device_groups (device_group_id),
  root_group_id          text NOT NULL,
  device_group_type      text NOT NULL UNIQUE,
  name_locale1           text NOT NULL,
  name_locale2           text NOT NULL,
  name_locale3           text NOT NULL,
  sort_order             integer NOT NULL DEFAULT 0,
  insert_time            timestamptz NOT NULL DEFAULT now(),
  update_time            timestamptz NOT NULL DEFAULT now(),
  version                integer NOT NULL DEFAULT 0,
  CHECK (parent_device_group_id IS DISTINCT FROM device_group_id)
);
CREATE INDEX device_groups_parent ON device_groups (parent_device_group_id);

-- IoT gateways (model FE_LTE_00): they read the controllers behind them and publish their registers.
CREATE TABLE gateways (
  model_id        text NOT NULL DEFAULT 'FE_LTE_00',
  serial_no       text NOT NULL,
  device_group_id text NOT NULL REFERENCES device_groups (device_group_id),
  mqtt_username   text NOT NULL UNIQUE,
  password_hash   text NOT NULL,
  note            text,
  insert_time     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (model_id, serial_no)
);

-- Compressors: every field of part 2 §3, a consent-form flag and the service customer they belong to.
CREATE TABLE devices (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  model_id              text NOT NULL,
  serial_no             text NOT NULL,
  device_group_id       text NOT NULL REFERENCES device_groups (device_group_id),
  name_locale1          text NOT NULL DEFAULT '',
  name_locale2          text NOT NULL DEFAULT '',
  name_locale3          text NOT NULL DEFAULT '',
  description_locale1   text,
  description_locale2   text,
  description_locale3   text,
  optional_info_1       text,
  optional_info_2       text CHECK (char_length(optional_info_2) <= 40),
  optional_info_3       text,
  optional_info_4       text,
  optional_info_5       text,
  optional_info_6       text,
  optional_info_7       text,
  optional_info_8       text,
  optional_info_9       text,
  optional_info_10      text,
  time_zone             text NOT NULL DEFAULT 'Asia/Tokyo',
  communication_flg     smallint NOT NULL DEFAULT 1,
  device_mode           smallint NOT NULL DEFAULT 0,
  device_type           smallint NOT NULL DEFAULT 0,
  iot_device_flg        smallint NOT NULL DEFAULT 0,
  latitude              double precision,
  longitude             double precision,
  maker_code            text,
  note                  text,
  parent_model_id       text,
  parent_serial_no      text,
  setup_place           text,
  setup_status          smallint NOT NULL DEFAULT 1,
  unreceive_seconds     integer NOT NULL DEFAULT 9600,
  consent_form_received boolean NOT NULL DEFAULT false,
  service_customer_code text,
  insert_time           timestamptz NOT NULL DEFAULT now(),
  inserted              text NOT NULL DEFAULT 'system',
  update_time           timestamptz NOT NULL DEFAULT now(),
  updated               text NOT NULL DEFAULT 'system',
  version               integer NOT NULL DEFAULT 0,
  UNIQUE (model_id, serial_no),
  FOREIGN KEY (parent_model_id, parent_serial_no) REFERENCES gateways (model_id, serial_no)
);
CREATE INDEX devices_group ON devices (device_group_id);

-- Service customers (the supplier's customer master): code, name and where they are.
CREATE TABLE service_customers (
  code      text PRIMARY KEY,
  name      text NOT NULL,
  latitude  double precision,
  longitude double precision
);

-- Users are identified by issuer + subject; local accounts of the embedded provider have a password hash.
CREATE TABLE users (
  user_id       text PRIMARY KEY,
  issuer        text NOT NULL,
  subject       text NOT NULL,
  user_name     text NOT NULL,
  email         text,
  password_hash text,
  locale        text NOT NULL DEFAULT 'ja',
  insert_time   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (issuer, subject)
);

CREATE TABLE roles (
  role_id     text PRIMARY KEY,
  description text NOT NULL DEFAULT ''
);

-- ordinal keeps the order of a user's roles: the first Login role defines the root group (part 1 §6).
CREATE TABLE user_roles (
  user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  role_id text NOT NULL REFERENCES roles (role_id),
  ordinal integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, role_id)
);

CREATE TABLE role_root_groups (
  role_id       text NOT NULL REFERENCES roles (role_id) ON DELETE CASCADE,
  root_group_id text NOT NULL,
  PRIMARY KEY (role_id, root_group_id)
);
