import { liveSchema } from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';
import type { UserLoginTable, UsersDB, UserTable } from './users.table.ts';

const schema = liveSchema('users');
const from = (db: Kysely<unknown>) => (db as Kysely<UsersDB>).withSchema(schema);

/** One account by id. */
export async function userById(db: Kysely<unknown>, id: string): Promise<UserTable | undefined> {
  return from(db).selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The emails of the accounts `ids` names, by id (an unknown id is left out). */
export async function emailsOfUsers(db: Kysely<unknown>, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await from(db)
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** What the pods lists say of a signed-in person: their id, user name (the email) and full name. */
export type UserName = { readonly id: string; readonly user_name: string; readonly name: string };

/** The names of the accounts `ids` names, by id (an unknown id is left out). */
export async function namesOfUsers(db: Kysely<unknown>, ids: readonly string[]): Promise<Map<string, UserName>> {
  if (ids.length === 0) return new Map();
  const rows = await from(db)
    .selectFrom('users')
    .select(['id', 'user_name', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** One account by email (any case). */
export async function userByEmail(db: Kysely<unknown>, email: string): Promise<UserTable | undefined> {
  return from(db).selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** An account with its password hash: for checking a login, and nothing else. */
export type UserWithCredentials = { readonly user: UserTable; readonly password_hash: string };

/** The account with this email (any case) and its password hash. */
export async function credentialsByEmail(db: Kysely<unknown>, email: string): Promise<UserWithCredentials | undefined> {
  const found = await from(db)
    .selectFrom('user_credentials')
    .select(['user_id', 'password_hash'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!found) return undefined;
  const user = await userById(db, found.user_id);
  return user ? { user, password_hash: found.password_hash } : undefined;
}

/** The login (session) with this token hash: its pod and the orientations it still owes. */
export async function loginByTokenHash(db: Kysely<unknown>, tokenHash: string): Promise<UserLoginTable | undefined> {
  return from(db).selectFrom('user_logins').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * The nav names ('A1') of the pods, other than `exceptPodId`, where the user has a pod
 * session open at `now`: the kiosk's "You are already logged in on {pods}." Reads the
 * auth_sessions and pods read models together; a pod whose nav is not known yet still
 * counts, as 'another Gamepod'.
 */
export async function loggedNavsOfUser(
  db: Kysely<unknown>,
  userId: string,
  exceptPodId: string | null,
  now: Date,
): Promise<string[]> {
  const sessions = sql.table(`${liveSchema('auth_sessions')}.auth_sessions`);
  const pods = sql.table(`${liveSchema('pods')}.pods`);
  const { rows } = await sql<{ nav_name: string }>`
    select coalesce(p.license, 'another Gamepod') as nav_name, min(s.started_at) as since
    from ${sessions} s
    join ${pods} p on p.id = s.pod_id
    where s.user_id = ${userId} and s.kind = 'pod' and s.ended_at is null and s.expires_at > ${now}
      and s.pod_id is distinct from ${exceptPodId}
    group by 1
    order by since`.execute(db);
  return rows.map((r) => r.nav_name);
}
