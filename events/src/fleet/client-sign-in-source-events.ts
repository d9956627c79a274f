import {
  CachedDays,
  LdapSealedSettings,
  OutagePolicy,
  SignInSourceKind,
  Sip2SealedSettings,
} from '@gamepod/contracts/http';
import Type from 'typebox';
import { defineEvent } from '../define-event.ts';

export const ClientSignInSourceSaved = defineEvent({
  type: 'ClientSignInSourceSaved',
  aggregate: 'client',
  description:
    "A super admin saved who vouches for the client's people at sign-in: source is password (our own), sso (its SSO settings), ldap (a directory) or sip2 (a library system). ldap and sip2 hold each one's settings, kept when another source is chosen; their secrets (the LDAP service password, the SIP login password) are sealed with AES-256-GCM under the server's secret key, bound to the client id, never in clear. outage_policy says what a sign-in does while the directory or library system is down: refuse, or accept_cached (a person who signed in through it within cached_days days).",
  schema: Type.Object({
    source: SignInSourceKind,
    ldap: Type.Union([LdapSealedSettings, Type.Null()]),
    sip2: Type.Union([Sip2SealedSettings, Type.Null()]),
    outage_policy: OutagePolicy,
    cached_days: CachedDays,
  }),
});

/** The client's sign-in source events, for the catalogue. */
export const CLIENT_SIGN_IN_SOURCE_EVENTS = [ClientSignInSourceSaved] as const;
