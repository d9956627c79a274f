import type { ColumnTypes } from '@gamepod/log-runtime';

/** One row per account: what the user screens and the login reply show. No password here. */
export type UserTable = {
  id: string;
  /** null only for super admins (role 4). */
  client_id: string | null;
  role: number;
  /** Lowercased; unique through the log's email claim. '' for an account a directory or library system made without one. */
  email: string;
  user_name: string;
  /** '' for an account staff created without a name (roles 2, 4 and 5 need none), or one an identity provider made without one. */
  first_name: string;
  last_name: string | null;
  /** The full name the users screens show, sort and search: first and last, or what staff typed. */
  name: string;
  /** null when staff created the account without one (only players must have it), or an identity provider made it. */
  phone: string | null;
  /** 'YYYY-MM-DD' text, as the event says it; null when not given (never for an identity provider's account). */
  dob: string | null;
  stream_default: boolean;
  pro: boolean;
  is_active: boolean;
  /** null until an email verification flow exists (is_verified 0). */
  email_verified_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** Minutes played (every play session, rounded up per session); minutes bought: 0 until purchases are recorded. */
  time_play: number;
  time_paid: number;
  /** The minutes of time_play played in paid labs: what the time balance spends. */
  paid_play_time: number;
  /** Minutes given by staff: the sum of the account's live `user_comp_times` rows. */
  time_comp: number;
};

/**
 * The password hash per account, apart from `users` so that the lists and screens that read
 * users never load it; only the login lookup does.
 */
export type UserCredentialTable = {
  user_id: string;
  email: string;
  password_hash: string;
  changed_at: Date;
};

/** One row per login (session token hash): its pod and what the player must still be shown. */
export type UserLoginTable = {
  token_hash: string;
  user_id: string;
  pod_id: string | null;
  kind: 'web' | 'pod' | 'admin';
  via: 'pod' | 'mobile' | 'web' | 'admin';
  logged_in_at: Date;
  logged_out_at: Date | null;
  logout_reason: string | null;
  /** true: the free orientation must still be shown during this login. */
  is_orientation: boolean;
  /** true: the paid orientation must still be shown during this login. */
  is_orientation_paid: boolean;
};

/** One row per comp time entry staff gave and did not delete (a revoked entry's row is deleted). */
export type UserCompTimeTable = {
  id: string;
  user_id: string;
  minutes: number;
  note: string | null;
  created_at: Date;
  /** The staff member who gave it (the event's actor), when a user did. */
  created_by: string | null;
};

/** How many linked users (those with a client) each client has: the users list's total without counting rows. */
export type UserCountTable = {
  client_id: string;
  linked: number;
};

export type UsersDB = {
  users: UserTable;
  user_credentials: UserCredentialTable;
  user_logins: UserLoginTable;
  user_comp_times: UserCompTimeTable;
  user_counts: UserCountTable;
};

/** Postgres column types, as the migrations create them (checked by a test against the live tables). */
export const userColumns: ColumnTypes<UserTable> = {
  id: 'text',
  client_id: 'text',
  role: 'smallint',
  email: 'text',
  user_name: 'text',
  first_name: 'text',
  last_name: 'text',
  name: 'text',
  phone: 'text',
  dob: 'text',
  stream_default: 'boolean',
  pro: 'boolean',
  is_active: 'boolean',
  email_verified_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  time_play: 'integer',
  time_paid: 'integer',
  paid_play_time: 'integer',
  time_comp: 'integer',
};

export const userCredentialColumns: ColumnTypes<UserCredentialTable> = {
  user_id: 'text',
  email: 'text',
  password_hash: 'text',
  changed_at: 'timestamptz',
};

export const userLoginColumns: ColumnTypes<UserLoginTable> = {
  token_hash: 'text',
  user_id: 'text',
  pod_id: 'text',
  kind: 'text',
  via: 'text',
  logged_in_at: 'timestamptz',
  logged_out_at: 'timestamptz',
  logout_reason: 'text',
  is_orientation: 'boolean',
  is_orientation_paid: 'boolean',
};

export const userCompTimeColumns: ColumnTypes<UserCompTimeTable> = {
  id: 'text',
  user_id: 'text',
  minutes: 'integer',
  note: 'text',
  created_at: 'timestamptz',
  created_by: 'text',
};

export const userCountColumns: ColumnTypes<UserCountTable> = {
  client_id: 'text',
  linked: 'integer',
};
