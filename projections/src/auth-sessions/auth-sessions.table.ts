/** One row per session token ever issued, keyed by the token's sha256: the token itself is never stored. */
export type AuthSessionTable = {
  token_hash: string;
  user_id: string;
  role: number;
  client_id: string | null;
  pod_id: string | null;
  kind: 'web' | 'pod' | 'admin';
  started_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
};

export type AuthSessionsDB = { auth_sessions: AuthSessionTable };
