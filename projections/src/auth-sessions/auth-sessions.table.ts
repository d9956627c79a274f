import type { ColumnTypes } from '../runtime/bulk-upsert.ts';

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
  /** The kiosk page (sha256 of its session_id_key) a sign-in on a pod happened on; null when unknown. */
  kiosk_session_hash: string | null;
  /** When the pod's kiosk page reported this session stuck (its logout's ready wait ran out). */
  stuck_reported_at: Date | null;
};

/**
 * One row per deployed client: whether it is active. A session of a user of an inactive
 * client authenticates no request, so the guard reads this in the same query as the session.
 */
export type ClientAccessTable = {
  client_id: string;
  is_active: boolean;
};

export type AuthSessionsDB = { auth_sessions: AuthSessionTable; client_access: ClientAccessTable };

/** Postgres column types, as the migrations create them (checked by a test against the live table). */
export const authSessionColumns: ColumnTypes<AuthSessionTable> = {
  token_hash: 'text',
  user_id: 'text',
  role: 'smallint',
  client_id: 'text',
  pod_id: 'text',
  kind: 'text',
  started_at: 'timestamptz',
  expires_at: 'timestamptz',
  ended_at: 'timestamptz',
  end_reason: 'text',
  kiosk_session_hash: 'text',
  stuck_reported_at: 'timestamptz',
};

export const clientAccessColumns: ColumnTypes<ClientAccessTable> = {
  client_id: 'text',
  is_active: 'boolean',
};
