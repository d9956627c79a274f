/** The role ids, in one place: every guard, rule and policy names them from here. */
export const PLAYER = 1;
export const FACILITATOR = 2;
export const CLIENT_ADMIN = 3;
export const SUPER_ADMIN = 4;
export const RESTRICTED_ADMIN = 5;

/** True when a user may manage `clientId`'s labs, pods and users: a super admin, or that client's admin. */
export function administers(
  user: { readonly role: number; readonly client_id: string | null },
  clientId: string,
): boolean {
  if (user.role === SUPER_ADMIN) return true;
  return user.role === CLIENT_ADMIN && user.client_id !== null && user.client_id === clientId;
}
