import type { EventStore } from '@gamepod/event-store';
import type { SignInMethod } from '@gamepod/events';
import { type EventData, SessionEnded, SessionReportedStuck, SessionStarted, type StoredEvent } from '@gamepod/events';
import type { SessionToAuthenticate } from '@gamepod/projections';

/**
 * A session as its own subject in the log tells it, for a token the auth read model does not
 * know (yet): a login's reply can reach the client before the read model applies the session
 * on a loaded machine, and the next request must still authenticate. The subject is the
 * token's hash, so this is one read of a subject holding one or two events. The client's
 * active flag is taken as true: the login that started the session checked it, and a
 * deactivation ends every session it waited to see, which the log then shows as ended.
 */
export async function sessionFromLog(
  store: Pick<EventStore, 'read'>,
  tokenHash: string,
): Promise<SessionToAuthenticate | undefined> {
  const { events } = await store.read('session', tokenHash);
  const started = events.find((e) => e.type === SessionStarted.type) as
    | StoredEvent<string, EventData<typeof SessionStarted>>
    | undefined;
  if (!started) return undefined;
  const ended = events.find((e) => e.type === SessionEnded.type) as
    | StoredEvent<string, EventData<typeof SessionEnded>>
    | undefined;
  const stuck = events.find((e) => e.type === SessionReportedStuck.type);
  const { user_id, role, client_id, pod_id, kind, expires_at, kiosk_session_hash } = started.data;
  return {
    token_hash: tokenHash,
    user_id,
    role,
    client_id,
    pod_id,
    kind,
    started_at: new Date(started.metadata.occurred_at),
    expires_at: new Date(expires_at),
    ended_at: ended ? new Date(ended.metadata.occurred_at) : null,
    end_reason: ended ? ended.data.reason : null,
    kiosk_session_hash,
    stuck_reported_at: stuck ? new Date(stuck.metadata.occurred_at) : null,
    client_active: true,
  };
}

/** How a session's user signed in, as its SessionStarted says ('password' for one stored before SSO existed). */
export async function sessionSignIn(store: Pick<EventStore, 'read'>, tokenHash: string): Promise<SignInMethod> {
  const { events } = await store.read('session', tokenHash);
  const started = events.find((e) => e.type === SessionStarted.type) as
    | StoredEvent<string, EventData<typeof SessionStarted>>
    | undefined;
  return started?.data.sign_in ?? 'password';
}
