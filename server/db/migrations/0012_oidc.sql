-- Social sign-in (DECISIONS "Security" 3): OpenID Connect code flow.
-- oidc_identities links a provider's subject to an account, so a later sign-in finds the person
-- even if their address at the provider changed. oidc_logins holds a started sign-in for ten
-- minutes: the state's hash (the browser keeps the state in a cookie too), the nonce and the PKCE
-- verifier. Rows live in the database, not in one process's memory, so any server process can
-- finish a sign-in another one started.
CREATE TABLE oidc_identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX oidc_identities_user_idx ON oidc_identities (user_id);

CREATE TABLE oidc_logins (
  state_hash text PRIMARY KEY,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  origin text NOT NULL CHECK (origin IN ('login', 'register')),
  expires_at timestamptz NOT NULL
);
CREATE INDEX oidc_logins_expires_idx ON oidc_logins (expires_at);
