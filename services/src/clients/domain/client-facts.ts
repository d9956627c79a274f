import { fold, type StoredEvent } from '@gamepod/events';
import { type ClientEvent, type ClientState, clientDecider } from './client-decider.ts';

/** What other aggregates' commands need to know of a client: its name, switches and navs. */
export type ClientFacts = {
  readonly id: string;
  readonly name: string;
  readonly is_active: boolean;
  readonly sso_active: boolean;
  readonly sso_login: string | null;
  readonly sso_logout: string | null;
  /** Who vouches for its people at sign-in: password, sso, ldap or sip2. */
  readonly sign_in_source: 'password' | 'sso' | 'ldap' | 'sip2';
  /** nav_id → licence ('A1'). */
  readonly navs: ReadonlyMap<string, string>;
};

/** What pods need of a client, from the client aggregate's own fold: null until it is deployed. */
export function foldClient(id: string, events: readonly Pick<StoredEvent, 'type' | 'data'>[]): ClientFacts | null {
  const state: ClientState = fold(clientDecider, events as readonly ClientEvent[]);
  if (state.status === 'none') return null;
  return {
    id,
    name: state.fields.name,
    is_active: state.fields.is_active,
    sso_active: state.sso.active,
    sso_login: state.sso.login,
    sso_logout: state.sso.logout,
    sign_in_source: state.signInSource.source,
    navs: state.navs,
  };
}
