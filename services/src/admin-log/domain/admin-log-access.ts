import { administers, RESTRICTED_ADMIN } from '../../domain/roles.ts';

/** Who writes: role and tenant from the session, never from the request. */
export type AdminLogActor = {
  readonly user_id: string;
  readonly email: string;
  readonly role: number;
  readonly client_id: string | null;
};

/**
 * An admin may write about a pod of their own client (a super admin about any): a client
 * admin, or a restricted admin, whose console is that pod's dashboard.
 */
export function mayWriteLog(actor: Pick<AdminLogActor, 'role' | 'client_id'>, clientId: string): boolean {
  if (administers(actor, clientId)) return true;
  return actor.role === RESTRICTED_ADMIN && actor.client_id !== null && actor.client_id === clientId;
}

/**
 * Who may rewrite an entry of `clientId`'s pod written by `authorId`: its author, a client admin
 * of that client, or a super admin. A restricted admin may write entries but rewrite only theirs.
 */
export function mayEditLog(actor: AdminLogActor, entry: { client_id: string; author_id: string }): boolean {
  return (
    administers(actor, entry.client_id) || (actor.user_id === entry.author_id && mayWriteLog(actor, entry.client_id))
  );
}
