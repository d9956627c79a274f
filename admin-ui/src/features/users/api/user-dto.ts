// The users screens' replies as services send them (services/src/routes/admin-users/
// admin-user-schemas.ts); the console imports no server code, so the shapes are restated here.

export type Flag = 0 | 1;

/** A player's record (spec §3 "Player"): minutes played, bought and given, and the balance. */
export type PlayerDto = {
  readonly player_id: string;
  readonly pro: Flag;
  readonly stream_default: Flag;
  readonly time_play: number;
  readonly time_paid: number;
  readonly time_comp: number;
  readonly time_balance: number;
};

/** An account as the list and the user screens show it (spec §3 "User"). */
export type UserDto = {
  readonly id: string;
  readonly user_name: string;
  readonly email: string;
  readonly name: string | null;
  readonly is_active: Flag;
  readonly user_role_id: number;
  readonly role: { readonly id: number; readonly role_name: string };
  readonly client_id: string | null;
  readonly phone: string | null;
  /** mm/dd/yyyy */
  readonly dob: string | null;
  readonly created_at: string;
  /** 'MM/DD/YYYY hh:mm AM' in the zone the call named. */
  readonly formatted_created_at_tz: string;
  readonly client: { readonly id: string; readonly email: string | null } | null;
  /** null unless role 1. */
  readonly player: PlayerDto | null;
};

export type UsersPageDto = {
  readonly users: readonly UserDto[];
  readonly current_page: number;
  readonly last_page: number;
  readonly total_rows: number;
  readonly status_text: string;
};

export type RoleOption = { readonly id: number; readonly value: string; readonly role_name: string };
export type ClientOption = { readonly id: string; readonly value: string };

/** A comp time entry (spec §3 "Time comp"). */
export type CompDto = {
  readonly id: string;
  readonly comp_minutes: number;
  readonly note: string | null;
  readonly created_at: string;
  readonly FormattedCreatedAt: string;
};

/** The user's client as User Detail shows it (the fields the Linked Client block reads). */
export type LinkedClientDto = {
  readonly id: string;
  readonly name: string;
  readonly first_name: string;
  readonly last_name: string | null;
  readonly email: string;
  readonly phone: string;
  readonly address1: string | null;
  readonly address2: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
  readonly is_active: Flag;
};

export type UserDetailDto = {
  readonly user: UserDto;
  readonly player: PlayerDto | null;
  readonly client: LinkedClientDto | null;
  readonly timecomps: readonly CompDto[];
  readonly extra: { readonly is_player: Flag; readonly roles: readonly RoleOption[] };
};

/** The Create User / Edit User form as sent (spec §3 "Form fields"); null means "not filled in". */
export type UserFormBody = {
  readonly user_role: number | null;
  readonly client_id: string | null;
  readonly name: string | null;
  readonly email: string | null;
  readonly password: string | null;
  readonly password_again: string | null;
  readonly dob: string | null;
  readonly phone: string | null;
};

export type UserSwitch = 'is_active' | 'pro' | 'stream_default';
