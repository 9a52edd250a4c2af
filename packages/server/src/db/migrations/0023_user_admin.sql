-- User administration (docs/sign-in.md, "Users"). A disabled user keeps its row (and its name in the
-- operation log) but cannot sign in, and no session or token of it is accepted. manages_users is the
-- admin flag of user administration: it lets a user manage the users of its own root group's subtree.
ALTER TABLE users
  ADD COLUMN disabled_at   timestamptz,
  ADD COLUMN manages_users boolean NOT NULL DEFAULT false;

-- An invitation lets a new local user choose its password. Only the SHA-256 of the link's token is kept;
-- a new invitation of the same user replaces the old one.
CREATE TABLE user_invitations (
  user_id    text PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_by text NOT NULL
);
