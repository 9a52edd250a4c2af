-- Sign-in state. Everything that must survive a restart lives here, never in process memory.

-- Secrets the program makes for itself on first start (signing keys of the embedded provider, cookie keys).
CREATE TABLE app_secrets (
  name       text PRIMARY KEY,
  value      jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Storage of the embedded OpenID provider (sessions, grants, codes, tokens), one row per model instance.
CREATE TABLE oidc_payloads (
  kind        text NOT NULL,
  id          text NOT NULL,
  payload     jsonb NOT NULL,
  grant_id    text,
  user_code   text,
  uid         text,
  expires_at  timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (kind, id)
);
CREATE INDEX oidc_payloads_grant ON oidc_payloads (grant_id);
CREATE INDEX oidc_payloads_uid ON oidc_payloads (uid);
CREATE INDEX oidc_payloads_expires ON oidc_payloads (expires_at);

-- A sign-in under way: the relying party's state, PKCE verifier and nonce, and where to go afterwards.
CREATE TABLE auth_transactions (
  state         text PRIMARY KEY,
  code_verifier text NOT NULL,
  nonce         text NOT NULL,
  return_to     text NOT NULL DEFAULT '/',
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Portal sessions: the browser holds only the random id (its SHA-256 is the key); tokens stay here.
CREATE TABLE sessions (
  id_hash           text PRIMARY KEY,
  user_id           text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  csrf_token        text NOT NULL,
  id_token          text,
  access_token      text,
  refresh_token     text,
  access_expires_at timestamptz,
  refresh_failures  integer NOT NULL DEFAULT 0,
  next_refresh_at   timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  last_seen_at      timestamptz NOT NULL DEFAULT now(),
  expires_at        timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);
