-- Failed passwords of the embedded provider (docs/sign-in.md, "Password guessing"), shared by every API
-- process. scope 'account': one user id from one address (key 'userid address'), braked with a delay
-- that doubles; scope 'address': every user id from one address, refused past a hard limit per window.
CREATE TABLE sign_in_failures (
  scope         text NOT NULL CHECK (scope IN ('account', 'address')),
  key           text NOT NULL,
  failures      integer NOT NULL,
  first_at      timestamptz NOT NULL,
  last_at       timestamptz NOT NULL,
  blocked_until timestamptz,
  PRIMARY KEY (scope, key)
);
CREATE INDEX sign_in_failures_last ON sign_in_failures (last_at);
